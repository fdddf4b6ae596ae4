import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { DEMO, entrar, requisitar } from '../src/testes/cliente.js';

/** Signing in with a password: CPF or e-mail, one answer for every wrong pair, limits by account and by address. */
let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto({ config: { loginMaxTentativas: 3 } });
});
afterAll(() => ctx.fechar());

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('POST /v1/usuario/authentication', () => {
  it.each(['529.982.247-25', '52998224725', 'Maria.Silva@exemplo.com.br'])(
    'entra com CPF ou e-mail (%s)',
    async (login) => {
      const sessao = await entrar(ctx.app, login);
      expect(claims(sessao.token)).toMatchObject({
        sid: sessao.id,
        sessao: expect.any(String),
        name: 'Maria Silva',
        email: DEMO.maria,
        role: 'Candidato',
        aceitouTermo: true,
        uf: 'SP',
      });
      expect(sessao.refreshToken.length).toBeGreaterThan(30);
    },
  );

  it('o token do administrador leva o papel Administrador', async () => {
    expect(claims((await entrar(ctx.app, '246.813.579-28')).token).role).toBe('Administrador');
  });

  it('senha errada e conta inexistente dão a mesma resposta 401', async () => {
    const errada = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication', {
      body: { login: DEMO.joao, senha: 'errada' },
    });
    const inexistente = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication', {
      body: { login: 'ninguem@exemplo.com.br', senha: 'errada' },
    });
    expect(errada.statusCode).toBe(401);
    expect(inexistente.statusCode).toBe(401);
    expect(errada.json()).toEqual(inexistente.json());
    expect(errada.json().message).toBe('CPF, e-mail ou senha incorretos.');
  });

  it('limita as tentativas por conta: depois de 3 erros responde 429, mesmo com a senha certa', async () => {
    for (let i = 0; i < 3; i += 1) {
      const r = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication', {
        body: { login: DEMO.carla, senha: 'errada' },
      });
      expect(r.statusCode).toBe(401);
    }
    const bloqueada = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication', {
      body: { login: '390.533.447-05', senha: 'Senha@123' },
    });
    expect(bloqueada.statusCode).toBe(429);
    expect(bloqueada.json().errors).toEqual(['Muitas tentativas. Aguarde um pouco e tente novamente.']);
  });
});

describe('limite por endereço', () => {
  it('responde 429 quando um endereço passa do limite de tentativas por minuto', async () => {
    const outro = await criarContexto({ config: { loginMaxPorEndereco: 3 } });
    try {
      // A client that is not the gateway cannot dodge the limit by inventing X-Forwarded-For addresses.
      const tentar = () =>
        requisitar(outro.app, 'POST', '/v1/usuario/authentication', {
          body: { login: `x${Math.random()}@exemplo.com.br`, senha: 'x' },
          remoteAddress: '203.0.113.9',
          headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
        });
      const status = [];
      for (let i = 0; i < 4; i += 1) status.push((await tentar()).statusCode);
      expect(status).toEqual([401, 401, 401, 429]);
    } finally {
      await outro.fechar();
    }
  });
});
