import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Mensagem } from '@portal/contracts';
import { ehFalhaDeConexao } from '../../db/falha-de-conexao.js';
import { Erros, HttpError } from '../../lib/http-error.js';

type Alerta = { status: number; message: string; errors: string[]; headers?: Record<string, string> };

const ERROS_DO_FASTIFY: Record<string, Omit<Alerta, 'errors'> & { erro: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: Mensagem.dadosInvalidos,
    erro: 'O corpo da requisição não é um JSON válido.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: Mensagem.dadosInvalidos,
    erro: 'O corpo da requisição está vazio.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: Mensagem.dadosInvalidos,
    erro: 'O corpo da requisição é grande demais.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: Mensagem.dadosInvalidos,
    erro: 'Tipo de conteúdo não aceito; envie JSON.',
  },
  FST_ERR_BAD_URL: { status: 400, message: Mensagem.dadosInvalidos, erro: 'Endereço inválido.' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    message: Mensagem.dadosInvalidos,
    erro: 'Parâmetro do endereço longo demais.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: Mensagem.dadosInvalidos,
    erro: 'Tamanho do corpo inválido.',
  },
};

const alertaDe = (erro: HttpError): Alerta => ({
  status: erro.statusCode,
  message: erro.message,
  errors: erro.errors,
  headers: erro.headers,
});

/** Every error leaves as the spec's alert shape {message, errors[]}, in Portuguese, with no internals. */
function paraAlerta(erro: FastifyError): Alerta {
  if (erro instanceof HttpError) return alertaDe(erro);
  if (ehFalhaDeConexao(erro)) return alertaDe(Erros.indisponivel());
  if (hasZodFastifySchemaValidationErrors(erro)) {
    const errors = erro.validation.map((v) => {
      const campo = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return campo ? `${campo}: ${v.message}` : String(v.message);
    });
    return { status: 400, message: Mensagem.dadosInvalidos, errors };
  }
  const conhecido = erro.code ? ERROS_DO_FASTIFY[erro.code] : undefined;
  if (conhecido) return { status: conhecido.status, message: conhecido.message, errors: [conhecido.erro] };
  if (erro.statusCode === 429)
    return { status: 429, message: Mensagem.muitasRequisicoes, errors: [Mensagem.muitasRequisicoes] };
  if (erro.statusCode && erro.statusCode >= 400 && erro.statusCode < 500) {
    return { status: erro.statusCode, message: Mensagem.dadosInvalidos, errors: ['Requisição inválida.'] };
  }
  return { status: 500, message: Mensagem.erroInterno, errors: [] };
}

/** Errors the router raises before any route or hook (Fastify's frameworkErrors option), in the same shape. */
export function erroDoRoteador(erro: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const alerta = paraAlerta(erro);
  void reply.status(alerta.status).send({ message: alerta.message, errors: alerta.errors });
}

export default fp(
  async (app) => {
    app.setErrorHandler((erro: FastifyError, request, reply) => {
      const alerta = paraAlerta(erro);
      // The database out of reach is an outage to watch, not a bug in a route: logged apart from the 500s.
      if (ehFalhaDeConexao(erro)) request.log.warn({ err: erro }, 'banco indisponível');
      else if (alerta.status >= 500) request.log.error({ err: erro }, 'erro interno');
      else request.log.info({ status: alerta.status, code: erro.code }, 'requisição recusada');
      return reply
        .status(alerta.status)
        .headers(alerta.headers ?? {})
        .send({ message: alerta.message, errors: alerta.errors });
    });
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: 'Recurso não encontrado.', errors: ['Recurso não encontrado.'] }),
    );
  },
  { name: 'erros' },
);
