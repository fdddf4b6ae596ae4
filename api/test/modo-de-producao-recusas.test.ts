import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { lerConfig } from '../src/config/env.js';
import { verificarModo } from '../src/config/modo.js';
import { SENHA_DEMO } from '../src/db/seed/usuarios.js';
import { entrar, requisitar } from '../src/testes/cliente.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';

/**
 * Issue 27 item 6 and issue 29 §2: production mode refuses every development default and convenience, one line each
 * naming the variable; staging (PORTAL_AMBIENTE=homologacao) keeps every refusal but loopback and http addresses.
 */
const PRODUCAO = {
  NODE_ENV: 'production',
  JWT_SECRET: 'um-segredo-aleatorio-de-quarenta-caracteres!',
  GOVBR_ISSUER: 'https://sso.acesso.gov.br/',
  GOVBR_CLIENT_ID: 'qualifica.sp.gov.br',
  GOVBR_CLIENT_SECRET: 'segredo-emitido-pelo-govbr-para-o-portal',
  PORTAL_URL: 'https://qualifica.sp.gov.br',
  CORS_ORIGINS: 'https://qualifica.sp.gov.br',
  // Never-resolving `.invalid` names: reading and checking the configuration connects to nothing.
  DATABASE_URL: 'postgres://portal@pgbouncer.exemplo.invalid:6432/portal',
  TRUST_PROXY: 'uniquelocal',
  SMTP_URL: 'smtp://smtp.exemplo.invalid:587',
} as const;

const HOMOLOGACAO = {
  ...PRODUCAO,
  NODE_ENV: undefined,
  PORTAL_AMBIENTE: 'homologacao',
  GOVBR_ISSUER: 'http://127.0.0.3:4000/',
  PORTAL_URL: 'http://127.0.0.2:8080',
  CORS_ORIGINS: 'http://127.0.0.2:8080,http://localhost:8080',
  // What scripts/lib/homologacao/comandos.mjs gives the API: everything on loopback.
  DATABASE_URL: 'postgres://portal@127.0.0.25:6432/portal',
  TRUST_PROXY: 'loopback',
  SMTP_URL: 'smtp://127.0.0.30:2525',
  GOVBR_CLIENT_ID: 'portal',
} as const;

/** The refusal of this environment (buildApp's first step): the one line that names `variavel`, or null. */
function recusa(env: Record<string, string | undefined>, variavel: string): string | null {
  try {
    verificarModo(lerConfig(env));
    return null;
  } catch (erro) {
    const linhas = (erro as Error).message.split('\n');
    return linhas.find((l) => l.startsWith(`- ${variavel}: `)) ?? (erro as Error).message;
  }
}

describe('modo de produção: recusa iniciar com o que só o desenvolvimento pode usar', () => {
  it('a configuração de produção completa passa na verificação', () => {
    const config = lerConfig(PRODUCAO);
    expect(config.producao).toBe(true);
    expect(config.ambiente).toBe('producao');
    expect(() => verificarModo(config)).not.toThrow();
  });

  it('buildApp não sobe: a mensagem tem uma linha por recusa', async () => {
    const config = lerConfig({
      ...PRODUCAO,
      JWT_SECRET: '123456789012',
      CORS_ORIGINS: 'http://localhost:8080',
    });
    const pasta = path.join(tmpdir(), 'portal-api-recusa');
    const erro = await buildApp({
      logger: false,
      semear: false,
      config: { ...config, dataDir: pasta },
    }).catch((e: Error) => e);
    expect((erro as Error).message.split('\n')).toEqual([
      'A API não inicia em modo de produção com estas configurações:',
      expect.stringMatching(/^- JWT_SECRET: tem 12 caracteres/),
      expect.stringMatching(/^- CORS_ORIGINS: "http:\/\/localhost:8080" é um endereço desta máquina/),
    ]);
  });

  it.each<[string, Record<string, string | undefined>, RegExp]>([
    ['JWT_SECRET de 12 caracteres', { JWT_SECRET: '123456789012' }, /tem 12 caracteres.*32 ou mais/],
    ['JWT_SECRET de 31 caracteres', { JWT_SECRET: 'x'.repeat(31) }, /tem 31 caracteres/],
    [
      'GOVBR_CLIENT_SECRET do provedor local',
      { GOVBR_CLIENT_SECRET: 'segredo-local-portal' },
      /segredo do provedor local/,
    ],
    ['GOVBR_CLIENT_SECRET vazio', { GOVBR_CLIENT_SECRET: '' }, /está vazio/],
    ['GOVBR_CLIENT_SECRET ausente', { GOVBR_CLIENT_SECRET: undefined }, /está vazio/],
    ['GOVBR_ISSUER do provedor local', { GOVBR_ISSUER: 'http://localhost:4000/' }, /provedor local/],
    ['GOVBR_ISSUER em 127.0.0.1', { GOVBR_ISSUER: 'https://127.0.0.1:4000/' }, /loopback/],
    ['GOVBR_ISSUER ausente', { GOVBR_ISSUER: undefined }, /está vazio/],
    ['GOVBR_ISSUER em http', { GOVBR_ISSUER: 'http://sso.acesso.gov.br/' }, /não usa https/],
    ['CORS_ORIGINS em localhost', { CORS_ORIGINS: 'http://localhost:8080' }, /loopback/],
    [
      'CORS_ORIGINS com uma origem em loopback no meio',
      { CORS_ORIGINS: 'https://qualifica.sp.gov.br,https://[::1]:8080' },
      /loopback/,
    ],
    ['CORS_ORIGINS ausente', { CORS_ORIGINS: undefined }, /está vazio/],
    ['PORTAL_URL em localhost', { PORTAL_URL: 'http://localhost:8080' }, /loopback/],
    ['PORTAL_URL em http', { PORTAL_URL: 'http://qualifica.sp.gov.br' }, /não usa https/],
    ['EXIBIR_TURMAS_DE_TESTE', { EXIBIR_TURMAS_DE_TESTE: '1' }, /turmas reservadas aos testes/],
    ['GOVBR_ALGORITMOS com HS256', { GOVBR_ALGORITMOS: 'RS256,HS256' }, /HS256 é HMAC/],
    ['GOVBR_ALGORITMOS com HS384 e HS512', { GOVBR_ALGORITMOS: 'HS384,HS512' }, /HS384, HS512 é HMAC/],
    ['GOVBR_ALGORITMOS com ES256', { GOVBR_ALGORITMOS: 'ES256' }, /aceite só RS256/],
    ['DEV_MAILBOX', { DEV_MAILBOX: '1' }, /caixa postal local/],
    ['DEV_RELOGIO', { DEV_RELOGIO: '1' }, /relógio de teste/],
    ['DEMO_ACCOUNTS', { DEMO_ACCOUNTS: '1' }, /senha conhecida/],
    ['CONTAS_DE_TESTE_ARQUIVO', { CONTAS_DE_TESTE_ARQUIVO: '/tmp/contas.json' }, /só existem em homologação/],
    // Without a relay the confirmation and new-password links would never leave (issue: production without e-mail).
    ['SMTP_URL ausente', { SMTP_URL: undefined }, /links de confirmação e de nova senha nunca sairiam/],
    ['SMTP_URL vazio', { SMTP_URL: '' }, /nunca sairiam/],
    ['SMTP_URL que não é endereço', { SMTP_URL: 'relay-interno' }, /não é um endereço/],
    [
      'GOVBR_CLIENT_ID ausente',
      { GOVBR_CLIENT_ID: undefined },
      /está vazio.*cliente que o gov\.br cadastrou/,
    ],
    ['TRUST_PROXY ausente', { TRUST_PROXY: undefined }, /está vazio.*limites por endereço/],
    ['DATABASE_URL ausente', { DATABASE_URL: undefined }, /banco embutido \(PGlite\)/],
  ])('recusa %s, numa linha que nomeia a variável', async (_nome, mudanca, porque) => {
    const variavel = Object.keys(mudanca)[0]!;
    const linha = recusa({ ...PRODUCAO, ...mudanca }, variavel);
    expect(linha).toMatch(new RegExp(`^- ${variavel}: `));
    expect(linha).toMatch(porque);
    // The same with PORTAL_MODO=producao instead of NODE_ENV.
    const outra = recusa({ ...PRODUCAO, NODE_ENV: undefined, PORTAL_MODO: 'producao', ...mudanca }, variavel);
    expect(outra).toBe(linha);
  });

  it('sem GOVBR_CLIENT_SECRET, produção não cai no segredo do provedor local', () => {
    expect(lerConfig({ ...PRODUCAO, GOVBR_CLIENT_SECRET: '' }).govbrClientSecret).toBe('');
    expect(lerConfig({}).govbrClientSecret).toBe('segredo-local-portal');
  });

  it('produção não cai nos padrões do desenvolvimento: cliente "portal", TRUST_PROXY loopback, PGlite', () => {
    const semNada = lerConfig({ NODE_ENV: 'production' });
    expect(semNada.govbrClientId).toBe('');
    expect(semNada.trustProxy).toBe('');
    expect(semNada.databaseUrl).toBeNull();
    expect(semNada.smtpUrl).toBeNull();
    expect(lerConfig({}).govbrClientId).toBe('portal');
    expect(lerConfig({}).trustProxy).toBe('loopback');
  });

  it('produção aceita só RS256 nos tokens de identidade do gov.br; o desenvolvimento segue a especificação', () => {
    expect(lerConfig(PRODUCAO).govbrAlgoritmos).toEqual(['RS256']);
    expect(lerConfig({}).govbrAlgoritmos).toContain('HS256');
  });
});

describe('o ambiente inteiro é lido uma vez, por um esquema: um número que não se lê é erro', () => {
  it.each([
    ['API_PORT', 'abc'],
    ['API_PORT', '70000'],
    ['ACCESS_TOKEN_TTL_SECONDS', '15min'],
    ['REFRESH_TOKEN_IDLE_SECONDS', '-5'],
    ['DATABASE_POOL_MAX', '2.5'],
    ['API_WORKERS', '0'],
    ['CATALOGO_MEMORIA_MS', 'mil'],
    ['API_UTILIZACAO_MAXIMA', 'noventa'],
    ['PORTAL_AMBIENTE', 'teste'],
  ])('%s=%s para a leitura com o nome da variável', (variavel, valor) => {
    expect(() => lerConfig({ [variavel]: valor })).toThrow(new RegExp(`^- ${variavel}: `, 'm'));
  });

  it('vazio ou ausente fica com o padrão', () => {
    expect(lerConfig({ API_PORT: '' }).port).toBe(3000);
    expect(lerConfig({}).accessTokenTtlSeconds).toBe(900);
    expect(lerConfig({ API_PORT: '3300' }).port).toBe(3300);
  });

  it('a API recusa iniciar (código 1, uma linha por variável, sem pilha) com um número ilegível', () => {
    const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: raiz,
      // Should it start after all, it stays on this test's own port and folder.
      env: {
        PATH: process.env.PATH,
        ...PRODUCAO,
        ACCESS_TOKEN_TTL_SECONDS: '15min',
        API_PORT: '22000',
        PORTAL_DATA_DIR: path.join(tmpdir(), 'portal-api-recusa'),
      },
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('- ACCESS_TOKEN_TTL_SECONDS: "15min" não é um número.');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);
});

describe('cookies Secure, HSTS e a página da documentação', () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto();
  });
  afterAll(() => ctx.fechar());

  const app = (config: Partial<ReturnType<typeof lerConfig>>) =>
    buildApp({ db: ctx.db, logger: false, semear: false, config: { ...ctx.app.config, ...config } });

  it('com PORTAL_URL https o cookie de CSRF é Secure e toda resposta leva HSTS; com http, nenhum dos dois', async () => {
    const https = await app({ portalUrl: 'https://qualifica.sp.gov.br' });
    const http = await app({ portalUrl: 'http://localhost:8080' });
    try {
      const seguro = await requisitar(https, 'GET', '/v1/health', { semCsrf: true });
      expect(String(seguro.headers['set-cookie'])).toMatch(/XSRF-TOKEN=[^;]+;.*Secure/);
      expect(seguro.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const local = await requisitar(http, 'GET', '/v1/health', { semCsrf: true });
      expect(String(local.headers['set-cookie'])).not.toContain('Secure');
      expect(local.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await Promise.all([https.close(), http.close()]);
    }
  });

  it('a página da documentação fica desligada em produção, salvo API_DOCUMENTACAO=1', async () => {
    expect(lerConfig(PRODUCAO).documentacao).toBe(false);
    expect(lerConfig({ ...PRODUCAO, API_DOCUMENTACAO: '1' }).documentacao).toBe(true);
    expect(lerConfig({}).documentacao).toBe(true);
    const sem = await app({ documentacao: false });
    const com = await app({ documentacao: true });
    try {
      expect((await requisitar(sem, 'GET', '/v1/docs/json')).statusCode).toBe(404);
      expect((await requisitar(com, 'GET', '/v1/docs/json')).statusCode).toBe(200);
    } finally {
      await Promise.all([sem.close(), com.close()]);
    }
  });

  it('recusa iniciar em produção sobre um banco que ainda guarda as contas de demonstração', async () => {
    const config = { ...lerConfig(PRODUCAO), dataDir: ctx.app.config.dataDir };
    await expect(buildApp({ db: ctx.db, logger: false, semear: false, config })).rejects.toThrow(
      /^- DATABASE_URL: o banco ainda guarda as contas de demonstração/m,
    );
  });
});

describe('homologação (PORTAL_AMBIENTE=homologacao): produção que aceita loopback e http', () => {
  it('aceita emissor, CORS e PORTAL_URL em loopback e http', async () => {
    const config = lerConfig(HOMOLOGACAO);
    // Staging's whole environment passes: the SMTP catcher, PgBouncer and the edge are on loopback.
    expect(() => verificarModo(config)).not.toThrow();
    expect(config).toMatchObject({
      producao: true,
      ambiente: 'homologacao',
      contasDemo: false,
      devMailbox: false,
    });
    for (const variavel of ['GOVBR_ISSUER', 'CORS_ORIGINS', 'PORTAL_URL'])
      expect(recusa(HOMOLOGACAO, variavel)).toBeNull();
  });

  it('o ambiente que `pnpm staging` dá à API (scripts/lib/homologacao/comandos.mjs) passa em todas as recusas', async () => {
    const homologacao = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../scripts/lib/homologacao',
    );
    // Plain JavaScript modules of the scripts, outside the API's sources: imported by path, untyped.
    const { comandoDaApi } = (await import(path.join(homologacao, 'comandos.mjs'))) as {
      comandoDaApi: (opcoes: object) => { env: Record<string, string | undefined> };
    };
    const { lerTopologia } = (await import(path.join(homologacao, 'topologia.mjs'))) as {
      lerTopologia: (env: object) => object;
    };
    const { env } = comandoDaApi({
      topologia: lerTopologia({}),
      motores: { node: process.execPath },
      segredos: { jwt: 'j'.repeat(64), govbr: 'g'.repeat(43) },
      instancia: 1,
    });
    const config = lerConfig({ ...env, NODE_ENV: undefined });
    expect(config.ambiente).toBe('homologacao');
    expect(() => verificarModo(config)).not.toThrow();
  });

  it('mostra as turmas reservadas aos testes: homologação é onde os testadores as usam (decisão 0211)', () => {
    expect(recusa({ ...HOMOLOGACAO, EXIBIR_TURMAS_DE_TESTE: '1' }, 'EXIBIR_TURMAS_DE_TESTE')).toBeNull();
    expect(lerConfig({ ...HOMOLOGACAO, EXIBIR_TURMAS_DE_TESTE: '1' }).exibirTurmasDeTeste).toBe(true);
  });

  it.each<[string, Record<string, string>]>([
    ['JWT_SECRET', { JWT_SECRET: 'curto' }],
    ['GOVBR_CLIENT_SECRET', { GOVBR_CLIENT_SECRET: 'segredo-local-portal' }],
    ['GOVBR_CLIENT_SECRET', { GOVBR_CLIENT_SECRET: '' }],
    ['GOVBR_ALGORITMOS', { GOVBR_ALGORITMOS: 'HS256' }],
    ['DEV_MAILBOX', { DEV_MAILBOX: '1' }],
    ['DEMO_ACCOUNTS', { DEMO_ACCOUNTS: '1' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: '' }],
    ['SMTP_URL', { SMTP_URL: '' }],
    ['GOVBR_CLIENT_ID', { GOVBR_CLIENT_ID: '' }],
    ['TRUST_PROXY', { TRUST_PROXY: '' }],
    ['DATABASE_URL', { DATABASE_URL: '' }],
  ])('mantém a recusa de %s', async (variavel, mudanca) => {
    expect(recusa({ ...HOMOLOGACAO, ...mudanca }, variavel)).toMatch(new RegExp(`^- ${variavel}: .*`));
  });

  it('semeia as contas de teste com uma senha gerada a cada início, escrita só no arquivo (nunca Senha@123, nunca no log)', async () => {
    const pasta = await mkdtemp(path.join(tmpdir(), 'contas-de-teste-'));
    const arquivo = path.join(pasta, 'contas.json');
    const ctx = await criarContexto();
    let log = '';
    const logStream = new Writable({
      write(pedaco, _codificacao, pronto) {
        log += String(pedaco);
        pronto();
      },
    });
    const iniciar = () =>
      buildApp({
        db: ctx.db,
        logStream,
        config: {
          ...ctx.app.config,
          ...lerConfig({ ...HOMOLOGACAO, CONTAS_DE_TESTE_ARQUIVO: arquivo }),
          dataDir: ctx.app.config.dataDir,
          tarefasPeriodicas: false,
          // A busy test machine is not an overload.
          sobrecargaAtrasoMaximoMs: 0,
        },
      });
    try {
      const primeiro = await iniciar();
      const lido = JSON.parse(await readFile(arquivo, 'utf8')) as { senha: string; contas: string[] };
      expect((await stat(arquivo)).mode & 0o777).toBe(0o600);
      expect(lido.senha).not.toBe(SENHA_DEMO);
      expect(lido.senha.length).toBeGreaterThanOrEqual(24);
      expect(lido.contas).toContain('admin@exemplo.com.br');
      expect((await entrar(primeiro, 'admin@exemplo.com.br', lido.senha)).token).toBeTruthy();
      await expect(entrar(primeiro, 'admin@exemplo.com.br', SENHA_DEMO)).rejects.toThrow(/401/);
      await primeiro.close();

      // Another instance (or worker) of the same staging starts with the file there: it keeps that password, so a
      // test runner that already read the file is not locked out by a process that started after it.
      const outraInstancia = await iniciar();
      expect(JSON.parse(await readFile(arquivo, 'utf8'))).toEqual(lido);
      expect((await entrar(outraInstancia, 'admin@exemplo.com.br', lido.senha)).token).toBeTruthy();
      await outraInstancia.close();

      // A new staging run starts without the file: a new password, the old one no longer signs in.
      await rm(arquivo);
      const segundo = await iniciar();
      const novo = JSON.parse(await readFile(arquivo, 'utf8')) as { senha: string };
      expect(novo.senha).not.toBe(lido.senha);
      await expect(entrar(segundo, 'maria.silva@exemplo.com.br', lido.senha)).rejects.toThrow(/401/);
      expect((await entrar(segundo, 'maria.silva@exemplo.com.br', novo.senha)).token).toBeTruthy();
      await segundo.close();
      expect(log).toContain('contas de teste com senha nova');
      expect(log).not.toContain(lido.senha);
      expect(log).not.toContain(novo.senha);
    } finally {
      await ctx.fechar();
      await rm(pasta, { recursive: true, force: true });
    }
  });
});
