import { buildApp } from '../src/app.js';
import { verificarModo } from '../src/config/modo.js';
import { lerConfig } from '../src/config/env.js';
import { DEMO, requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';

// An outsider's address (TEST-NET-3): only simulated through inject, never real traffic.
const FORA = '203.0.113.9';
const t = usarContextoDemo();

const mensagens = async () =>
  (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mensagem_saida'))[0]!.n;

describe('caixa postal local: só para quem está na própria máquina', () => {
  it('responde a um cliente do loopback', async () => {
    expect((await requisitar(t.ctx.app, 'GET', '/v1/dev/mensagens')).statusCode).toBe(200);
  });

  it('responde 404 a um cliente de outro endereço', async () => {
    const r = await requisitar(t.ctx.app, 'GET', '/v1/dev/mensagens', { remoteAddress: FORA });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: 'Recurso não encontrado.', errors: ['Recurso não encontrado.'] });
  });

  it('responde 404 quando o gateway do loopback repassa um cliente de fora (X-Forwarded-For escrito pelo gateway)', async () => {
    const r = await requisitar(t.ctx.app, 'GET', '/v1/dev/mensagens', {
      headers: { 'x-forwarded-for': FORA },
    });
    expect(r.statusCode).toBe(404);
  });

  it('um X-Forwarded-For de loopback não abre a caixa a um socket de fora', async () => {
    const r = await requisitar(t.ctx.app, 'GET', '/v1/dev/mensagens', {
      remoteAddress: FORA,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(r.statusCode).toBe(404);
  });

  it('a sequência de tomada da conta do administrador falha para quem está fora', async () => {
    const admin = (await t.ctx.app.repos.usuarios.porLogin({ tipo: 'email', valor: DEMO.admin }))!;
    const pedido = await requisitar(t.ctx.app, 'POST', `/v1/usuario/${admin.id}/password/reset/email`, {
      remoteAddress: FORA,
    });
    expect(pedido.statusCode).toBe(202);
    const caixa = await requisitar(t.ctx.app, 'GET', '/v1/dev/mensagens', { remoteAddress: FORA });
    expect(caixa.statusCode).toBe(404);
    expect(caixa.body).not.toContain('redefinicao-senha');
    const chute = await requisitar(t.ctx.app, 'POST', `/v1/usuario/${admin.id}/password/reset`, {
      remoteAddress: FORA,
      body: {
        id: admin.id,
        token: 'x'.repeat(43),
        senha: 'Outra-Senha-Forte-9',
        confirmacaoSenha: 'Outra-Senha-Forte-9',
      },
    });
    expect(chute.statusCode).toBe(400);
    expect((await t.ctx.app.repos.usuarios.porId(admin.id))!.senha_hash).toBe(admin.senha_hash);
  });
});

describe('pedido de nova senha: limitado por conta e por endereço, mesma resposta exista ou não a conta', () => {
  it('a partir do quarto pedido na hora para a mesma conta, responde igual mas não envia outro e-mail', async () => {
    // João's address is confirmed: resets go to confirmed addresses only (issue 27 §2).
    const joao = (await t.ctx.app.repos.usuarios.porLogin({ tipo: 'email', valor: DEMO.joao }))!;
    const respostas = [];
    const antes = await mensagens();
    for (const [i, endereco] of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].entries()) {
      const url = i % 2 ? '/v1/usuario/password/reset/email' : `/v1/usuario/${joao.id}/password/reset/email`;
      const body = i % 2 ? { login: DEMO.joao } : undefined;
      respostas.push(await requisitar(t.ctx.app, 'POST', url, { remoteAddress: endereco, body }));
    }
    expect(respostas.map((r) => r.statusCode)).toEqual([202, 202, 202, 202]);
    expect(await mensagens()).toBe(antes + 3);
    const inexistente = await requisitar(t.ctx.app, 'POST', '/v1/usuario/2000000000/password/reset/email', {
      remoteAddress: '198.51.100.5',
    });
    expect(inexistente.statusCode).toBe(202);
    expect(inexistente.json()).toEqual(respostas[3]!.json());
  });

  it('um endereço que pede demais recebe 429, exista ou não a conta', async () => {
    const codigos: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const r = await requisitar(t.ctx.app, 'POST', '/v1/usuario/password/reset/email', {
        remoteAddress: '198.51.100.77',
        body: { login: `ninguem${i}@exemplo.com.br` },
      });
      codigos.push(r.statusCode);
    }
    expect(codigos.slice(0, 10).every((c) => c === 202)).toBe(true);
    expect(codigos.slice(10)).toEqual([429, 429]);
  });
});

describe('modo de produção', () => {
  it('NODE_ENV=production liga o modo de produção e desliga por padrão a caixa postal e as contas de demonstração', () => {
    const config = lerConfig({ NODE_ENV: 'production' });
    expect(config.producao).toBe(true);
    expect(config.devMailbox).toBe(false);
    expect(config.contasDemo).toBe(false);
    expect(lerConfig({ PORTAL_MODO: 'producao' }).producao).toBe(true);
    expect(lerConfig({}).producao).toBe(false);
  });

  it('recusa a caixa postal e as contas de demonstração, explicando por quê', () => {
    const base = lerConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      GOVBR_ISSUER: 'https://sso.acesso.gov.br/',
      GOVBR_CLIENT_SECRET: 'segredo-emitido-pelo-govbr',
      PORTAL_URL: 'https://qualifica.sp.gov.br',
      CORS_ORIGINS: 'https://qualifica.sp.gov.br',
      GOVBR_CLIENT_ID: 'portal-qualifica',
      TRUST_PROXY: '10.0.0.0/8',
      DATABASE_URL: 'postgres://portal@banco.interno:5432/portal',
      SMTP_URL: 'smtp://correio.interno:587',
    });
    expect(() => verificarModo({ ...base, devMailbox: true })).toThrow(/caixa postal local.*DEV_MAILBOX/s);
    expect(() => verificarModo({ ...base, contasDemo: true })).toThrow(
      /contas de demonstração.*DEMO_ACCOUNTS/s,
    );
    expect(() => verificarModo(base)).not.toThrow();
  });

  it('recusa iniciar sem JWT_SECRET: um segredo gerado na pasta de dados de cada máquina não vale nas outras', () => {
    const semSegredo = lerConfig({ NODE_ENV: 'production' });
    expect(() => verificarModo(semSegredo)).toThrow(/JWT_SECRET/);
  });

  it('buildApp não sobe em produção com a caixa postal ligada', async () => {
    await expect(
      buildApp({ logger: false, semear: false, config: { producao: true, devMailbox: true } }),
    ).rejects.toThrow(/caixa postal/);
  });
});
