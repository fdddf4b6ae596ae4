import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesGovbr as d } from '@portal/contracts';
import { cpfValido, enderecoProvisorio, Mensagem, UFS } from '@portal/contracts';
import { Erros, HttpError } from '../lib/http-error.js';
import { usuarioDe } from '../plugins/app/auth.js';
import type { UsuarioLinha } from '../conta/index.js';
import { exigirTentativaDoNavegador, vincularNonce } from './vinculo-govbr.rotas.js';
import { rota, SEGURANCA_BEARER, semArmazenar } from '../lib/rota.js';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';

const tags = ['usuário: gov.br'];

type Claims = Record<string, unknown> & { sub: string };

function ufDasClaims(claims: Claims): string | null {
  const endereco = claims.address as { region?: unknown } | undefined;
  const uf = String(claims.uf ?? endereco?.region ?? '').toUpperCase();
  return (UFS as readonly string[]).includes(uf) ? uf : null;
}

/** gov.br sign-in: the verified ID token opens a product session; the code exchange keeps the client secret here. */
const govbr: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', semArmazenar);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, corpo, pronto) => {
      pronto(null, Object.fromEntries(new URLSearchParams(String(corpo))));
    },
  );

  /** The account gov.br signs into: the CPF's (taken back on its first gov.br sign-in, issue 27 §1) or a new one. */
  async function vincularOuCriar(claims: Claims): Promise<{ usuario: UsuarioLinha; retomada: boolean }> {
    const cpf = claims.sub.replace(/\D/g, '');
    if (!cpfValido(cpf)) throw new HttpError(401, Mensagem.govbrTokenInvalido, [Mensagem.govbrTokenInvalido]);
    const { sub, name, social_name, email, email_verified, phone_number } = claims;
    const dados = { sub, name, social_name, email, email_verified, phone_number };
    const emailDoGovbr = typeof email === 'string' && email !== '' ? email.toLowerCase() : null;
    // Twice at most: a sign-in at the same moment (a double tap, two tabs) or a registration may take the CPF or the
    // address between the reads and the insert; the second pass finds that account, or the address taken.
    for (let tentativa = 1; ; tentativa++) {
      const existente = await app.services.contaPeloGovbr.entrar({
        cpf,
        dados,
        uf: ufDasClaims(claims),
        email: emailDoGovbr,
        emailVerificado: email_verified === true,
      });
      if (existente) return existente;
      // An address another account holds (confirmed or not) does not keep its gov.br owner out: the account opens
      // with a provisional address, and she gives hers in "Minha conta" (decision 0146).
      const emailLivre =
        emailDoGovbr && !(await app.repos.usuarios.emailEmUso(emailDoGovbr)) ? emailDoGovbr : null;
      const usuario = await app.repos.usuarios.criarSeLivre({
        nome: typeof name === 'string' ? name : 'Cidadão',
        cpf,
        email: emailLivre ?? enderecoProvisorio(cpf),
        dataNascimento: null,
        senhaHash: null,
        aceitouTermo: false,
        emailConfirmado: emailLivre !== null && email_verified === true,
        uf: ufDasClaims(claims),
        govbrDados: dados,
      });
      if (usuario) return { usuario, retomada: false };
      if (tentativa === 2) throw Erros.conflito();
    }
  }

  app.route({
    ...rota(d.autenticar, { tags }),
    handler: async (request, reply) => {
      const claims = await app.govbr.verificarIdToken(request.body.idToken);
      await exigirTentativaDoNavegador(app, request, reply, request.body.idToken, claims);
      const { usuario, retomada } = await vincularOuCriar(claims);
      const sessao = await app.sessoes.abrir(usuario, 'govbr');
      return retomada ? { ...sessao, contaRetomada: true as const } : sessao;
    },
  });

  app.route({
    ...rota(d.token, { tags }),
    config: { csrf: false, rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const form = Object.fromEntries(
        Object.entries(request.body).filter(([, v]) => v !== undefined),
      ) as Record<string, string>;
      const { status, corpo } = await app.govbr.trocarCodigo(form);
      if (status === 200) vincularNonce(app, reply, corpo);
      return reply.status(status).header('cache-control', 'no-store').send(corpo);
    },
  });

  app.route({
    ...rota(d.dados, { tags, security: SEGURANCA_BEARER }),
    onRequest: app.autenticar,
    handler: async (request) => {
      const usuario = await app.repos.usuarios.porId(usuarioDe(request).sid);
      if (!usuario?.govbr_dados) throw Erros.naoEncontrado();
      return { ...usuario.govbr_dados, cpf: usuario.cpf, uf: usuario.uf };
    },
  });
};

export default moduloDoDominio(
  'govbr',
  ['auth', 'repositorios', 'servicos', 'cliente-govbr', 'limite-de-requisicoes'],
  govbr,
);
