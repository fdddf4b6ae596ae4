import { DEMO, entrar, requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';

const t = usarContextoDemo();

describe('respostas com tokens levam Cache-Control: no-store', () => {
  it('login por credenciais', async () => {
    const r = await requisitar(t.ctx.app, 'POST', '/v1/usuario/authentication', {
      body: { login: DEMO.joao, senha: 'Senha@123' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('renovação pelo refresh token', async () => {
    const { id, refreshToken } = await entrar(t.ctx.app, DEMO.ana);
    const r = await requisitar(t.ctx.app, 'POST', '/v1/usuario/authentication/refresh', {
      body: { id, refreshToken },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('cadastro, que já devolve a sessão', async () => {
    const body = {
      nome: 'Helena Prado',
      cpf: '842.731.564-31',
      email: 'helena.prado@exemplo.com.br',
      dataNascimento: '02/02/1992',
      senha: 'Jabuticaba no quintal 8',
      confirmacaoSenha: 'Jabuticaba no quintal 8',
      aceitouTermo: true,
    };
    const r = await requisitar(t.ctx.app, 'POST', '/v1/usuario/ViaRapidaLoginSP/Create', { body });
    expect(r.statusCode).toBe(201);
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('troca do ID token do gov.br, mesmo quando recusada', async () => {
    const r = await requisitar(t.ctx.app, 'POST', '/v1/usuario/authentication/govbr', {
      body: { idToken: 'a.b.c' },
    });
    // No gov.br answers in this test (502); the header must be there all the same.
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.headers['cache-control']).toBe('no-store');
  });
});
