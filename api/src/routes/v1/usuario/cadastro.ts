import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authenticationResponseSchema,
  emailSchema,
  Mensagem,
  usuarioCreateSchema,
  verificarEmailResponseSchema,
} from '@portal/contracts';
import { codigoPg, PgCodigo } from '../../../db/types.js';
import { Erros } from '../../../lib/http-error.js';
import { dataBrParaIso } from '../../../lib/login.js';
import { gerarHashSenha } from '../../../lib/senha.js';
import { exigirSenhaAceitavel } from '../../../lib/senha-aceitavel.js';
import { LimiteDeEnumeracao } from '../../../services/limite-de-enumeracao.js';

const tags = ['usuário: cadastro'];

/** Creating an account (returns a session) and checking whether an e-mail is taken. */
const cadastro: FastifyPluginAsyncZod = async (app) => {
  const consultasDeConta = new LimiteDeEnumeracao(app.repos.contadores);
  app.post(
    '/ViaRapidaLoginSP/Create',
    {
      config: { rateLimit: { max: app.config.loginMaxPorEndereco, timeWindow: '1 minute' } },
      schema: { tags, body: usuarioCreateSchema, response: { 201: authenticationResponseSchema } },
    },
    async (request, reply) => {
      const dados = request.body;
      const dataNascimento = dataBrParaIso(dados.dataNascimento);
      exigirSenhaAceitavel(dados.senha, { nome: dados.nome, cpf: dados.cpf, dataNascimento });
      await consultasDeConta.exigirFolga(request.ip);
      const conflito = (await app.repos.usuarios.porLogin({ tipo: 'cpf', valor: dados.cpf }))
        ? Mensagem.cpfEmUso
        : (await app.repos.usuarios.emailEmUso(dados.email)) && Mensagem.emailEmUso;
      if (conflito) {
        await consultasDeConta.contarAchado(request.ip);
        throw Erros.conflito(conflito);
      }
      const usuario = await app.repos.usuarios
        .criar({
          nome: dados.nome,
          cpf: dados.cpf,
          email: dados.email,
          dataNascimento,
          senhaHash: await gerarHashSenha(dados.senha),
          aceitouTermo: true,
          emailConfirmado: false,
        })
        .catch((erro: unknown) => {
          throw codigoPg(erro) === PgCodigo.violacaoUnica ? Erros.conflito(Mensagem.conflito) : erro;
        });
      await app.repos.email.confirmacao(usuario);
      return reply.status(201).send(await app.sessoes.abrir(usuario, 'cadastro'));
    },
  );

  app.get(
    '/ViaRapida/VerificarEmail/:email',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        params: z.object({ email: emailSchema }),
        response: { 200: verificarEmailResponseSchema },
      },
    },
    async (request) => {
      await consultasDeConta.exigirFolga(request.ip);
      const emUso = await app.repos.usuarios.emailEmUso(request.params.email);
      if (emUso) await consultasDeConta.contarAchado(request.ip);
      return { disponivel: !emUso };
    },
  );
};

export default cadastro;
