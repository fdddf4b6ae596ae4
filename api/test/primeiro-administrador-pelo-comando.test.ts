import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/types.js';
import { requisitar } from '../src/testes/cliente.js';
import { bancoDescartavel, descreverEmPostgres, usandoPostgres } from '../src/testes/contexto.js';

/**
 * Issue 29 §1 (decision 0210): `admin:criar` creates the first Administrador in production mode, without a password,
 * and prints a one-time link whose origin is PORTAL_URL; it refuses a second one unless --forcar. The command runs as
 * the operator runs it (a process of its own, with the API's production environment, on the database the API uses: a
 * throw-away PostgreSQL database), and the link is then used through the API. Production never runs on the embedded
 * PGlite (config/modo.ts refuses an empty DATABASE_URL): on PGlite only that refusal is checked.
 */
const PASTA_API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORTAL_URL = 'https://portal.exemplo.gov.br';
const SENHA = 'Girassol-Azul-Trovao-4817';
const PRIMEIRO = { cpf: '418.276.395-55', email: 'Chefe.Equipe@exemplo.gov.br', nome: 'Chefe da Equipe' };
const SEGUNDO = { cpf: '11122233396', email: 'segunda@exemplo.gov.br', nome: 'Segunda Administradora' };

let banco: { url: string | null; pasta: string; db: Db | null; descartar: () => Promise<void> };

interface Saida {
  status: number | null;
  stdout: string;
  stderr: string;
}

function comando(args: string[], env: Record<string, string> = {}): Promise<Saida> {
  const ambiente: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: '',
    DEMO_ACCOUNTS: '',
    DEV_MAILBOX: '',
  };
  Object.assign(
    ambiente,
    {
      PORTAL_MODO: 'producao',
      JWT_SECRET: 'segredo-de-producao-com-mais-de-trinta-e-dois-caracteres',
      PORTAL_URL,
      CORS_ORIGINS: PORTAL_URL,
      // Production refuses an unset gov.br (decision 0125); a never-resolving name: the command asks gov.br nothing.
      GOVBR_ISSUER: 'https://sso.exemplo.invalid/',
      GOVBR_CLIENT_ID: 'portal.exemplo.gov.br',
      GOVBR_CLIENT_SECRET: 'segredo-emitido-pelo-gov-br',
      // The rest of the API's production environment (the command runs in the API's container, with its variables):
      // nothing here is reached by the command.
      TRUST_PROXY: 'uniquelocal',
      SMTP_URL: 'smtp://smtp.exemplo.invalid:587',
      PORTAL_DATA_DIR: banco.pasta,
      ...(banco.url ? { DATABASE_URL: banco.url } : {}),
    },
    env,
  );
  return new Promise((resolve, reject) => {
    const filho = spawn(process.execPath, ['--import', 'tsx', 'src/admin-criar.ts', ...args], {
      cwd: PASTA_API,
      env: ambiente,
    });
    let stdout = '';
    let stderr = '';
    filho.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    filho.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    filho.on('error', reject);
    filho.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const argumentos = (d: typeof PRIMEIRO) => ['--', '--cpf', d.cpf, '--email', d.email, '--nome', d.nome];

beforeAll(async () => {
  const pasta = await mkdtemp(path.join(tmpdir(), 'portal-admin-criar-'));
  if (usandoPostgres) {
    const { db, url, descartar } = await bancoDescartavel();
    banco = { url, pasta, db, descartar };
  } else {
    banco = { url: null, pasta, db: null, descartar: async () => undefined };
  }
});
afterAll(async () => {
  await banco.descartar();
  await rm(banco.pasta, { recursive: true, force: true });
});

describe('admin:criar sem DATABASE_URL', () => {
  it('recusa, em modo de produção, o banco embutido (PGlite): a API de produção nunca o lê', async () => {
    const semBanco = await comando(argumentos(PRIMEIRO), { DATABASE_URL: '' });
    expect(semBanco.status).toBe(1);
    expect(semBanco.stderr).toMatch(
      /^- DATABASE_URL: está vazio: a API rodaria no banco embutido \(PGlite\)/m,
    );
    expect(semBanco.stdout).toBe('');
  }, 60_000);
});

descreverEmPostgres('admin:criar (PostgreSQL)', () => {
  let primeiro: Saida;
  let segundoSemForcar: Saida;
  let segundoForcado: Saida;
  let mesmoCpf: Saida;

  // The runs share one database, in order; the API opens it after.
  beforeAll(async () => {
    primeiro = await comando(argumentos(PRIMEIRO));
    segundoSemForcar = await comando(argumentos(SEGUNDO));
    segundoForcado = await comando([...argumentos(SEGUNDO), '--forcar']);
    mesmoCpf = await comando([...argumentos({ ...PRIMEIRO, email: 'outra@exemplo.gov.br' }), '--forcar']);
  }, 300_000);

  it('cria o primeiro e imprime um link de uso único com a origem de PORTAL_URL', () => {
    expect(primeiro).toMatchObject({ status: 0, stderr: '' });
    expect(primeiro.stdout).toMatch(
      /^https:\/\/portal\.exemplo\.gov\.br\/usuario\/redefinicao-senha\?id=\d+&token=[\w-]{43}$/m,
    );
    expect(primeiro.stdout).not.toMatch(/senha:|Senha@123/i);
  });

  it('recusa um segundo Administrador sem --forcar, e cria com --forcar; nunca duas contas com o mesmo CPF', () => {
    expect(segundoSemForcar.status).toBe(1);
    expect(segundoSemForcar.stderr).toContain('Já existe um Administrador.');
    expect(segundoSemForcar.stdout).toBe('');
    expect(segundoForcado.status).toBe(0);
    expect(mesmoCpf.status).toBe(1);
    expect(mesmoCpf.stderr).toContain('Já existe uma conta com este CPF.');
  });

  it('recusa dados inválidos e, em produção, a falta de PORTAL_URL, sem abrir o banco', async () => {
    const invalido = await comando(['--cpf', '123', '--email', 'x', '--nome', 'Al']);
    expect(invalido.status).toBe(1);
    expect(invalido.stderr).toContain('--cpf: CPF inválido.');
    expect(invalido.stderr).toContain('--email: E-mail inválido.');
    const semUrl = await comando(argumentos(SEGUNDO), { PORTAL_URL: '' });
    expect(semUrl.status).toBe(1);
    // Production's own refusals (decision 0125) name PORTAL_URL before the command's check would.
    expect(semUrl.stderr).toContain('PORTAL_URL');
    const faltando = await comando(['--cpf', PRIMEIRO.cpf]);
    expect(faltando.status).toBe(2);
  }, 120_000);

  describe('depois, pela API', () => {
    let app: FastifyInstance;
    let db: Db;
    beforeAll(async () => {
      db = banco.db!;
      app = await buildApp({
        db,
        semear: false,
        logger: false,
        config: {
          dataDir: banco.pasta,
          jwtSecret: 'segredo-de-teste-com-mais-de-trinta-e-dois-caracteres',
          tarefasPeriodicas: false,
          sobrecargaAtrasoMaximoMs: 0,
          sobrecargaUtilizacaoMaxima: 0,
        },
      });
      await app.ready();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
    });

    const link = () => new URL(primeiro.stdout.match(/^https:\S+$/m)![0]);

    it('as contas não têm senha nem conta de demonstração, e a criação está na auditoria', async () => {
      const contas = await db.query<{ cpf: string; email: string; role: string; senha_hash: string | null }>(
        'SELECT cpf, email, role, senha_hash FROM usuario ORDER BY id',
      );
      expect(contas).toEqual([
        { cpf: '41827639555', email: 'chefe.equipe@exemplo.gov.br', role: 'Administrador', senha_hash: null },
        { cpf: '11122233396', email: 'segunda@exemplo.gov.br', role: 'Administrador', senha_hash: null },
      ]);
      const auditoria = await db.query<{ acao: string; id_autor: number | null }>(
        'SELECT acao, id_autor FROM equipe_auditoria ORDER BY id',
      );
      expect(auditoria).toEqual([
        { acao: 'criar-administrador', id_autor: null },
        { acao: 'criar-administrador', id_autor: null },
      ]);
      const entrar = await requisitar(app, 'POST', '/v1/usuario/authentication', {
        body: { login: PRIMEIRO.cpf, senha: SENHA },
      });
      expect(entrar.statusCode).toBe(401);
    });

    it('o link cria a senha uma vez; a conta entra como Administrador e administra a equipe', async () => {
      const id = Number(link().searchParams.get('id'));
      const token = link().searchParams.get('token')!;
      const redefinir = () =>
        requisitar(app, 'POST', `/v1/usuario/${id}/password/reset`, {
          body: { id, token, senha: SENHA, confirmacaoSenha: SENHA },
        });
      expect((await redefinir()).statusCode).toBe(200);
      expect((await redefinir()).statusCode).toBe(400);

      const entrar = await requisitar(app, 'POST', '/v1/usuario/authentication', {
        body: { login: PRIMEIRO.cpf, senha: SENHA },
      });
      expect(entrar.statusCode).toBe(200);
      const { token: acesso } = entrar.json() as { token: string };
      const claims = JSON.parse(Buffer.from(acesso.split('.')[1]!, 'base64url').toString()) as {
        role: string;
      };
      expect(claims.role).toBe('Administrador');
      const equipe = await requisitar(app, 'GET', '/v1/gestao/equipe', { token: acesso });
      expect(equipe.statusCode).toBe(200);
      expect((equipe.json() as { total: number }).total).toBe(2);
    });
  });
});
