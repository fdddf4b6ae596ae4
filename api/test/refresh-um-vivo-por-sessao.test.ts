import { entrar, requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';

/**
 * Issue 27 §4: a profile update answered with a second refresh token and left the current one live, so a session had
 * two refresh tokens (one could be stolen and used while the other kept the session looking normal).
 */
const t = usarContextoDemo();

const renovar = (id: number, refreshToken: string) =>
  requisitar(t.ctx.app, 'POST', '/v1/usuario/authentication/refresh', { body: { id, refreshToken } });
const vivosDaSessao = async (token: string) => {
  const { sessao } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sessao: string;
  };
  const [{ n }] = (await t.ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM refresh_token WHERE id_sessao = $1 AND usado_em IS NULL AND expira_em > now()',
    [sessao],
  )) as [{ n: number }];
  return n;
};

describe('um refresh token vivo por sessão', () => {
  it('a atualização do cadastro entrega um par novo e o refresh anterior deixa de valer (401), sem derrubar a sessão', async () => {
    const joao = await entrar(t.ctx.app, 'joao.souza@exemplo.com.br');
    const r = await requisitar(t.ctx.app, 'PUT', `/v1/usuario/${joao.id}/dadosAtualizacaoCadastro`, {
      token: joao.token,
      body: {
        nome: 'João Souza',
        email: 'joao.souza@exemplo.com.br',
        dataNascimento: '20/07/1995',
        aceitouTermo: true,
      },
    });
    expect(r.statusCode).toBe(200);
    const novo = r.json() as { token: string; refreshToken: string };
    expect(await vivosDaSessao(novo.token)).toBe(1);
    expect((await renovar(joao.id, joao.refreshToken)).statusCode).toBe(401);
    // The old one expired, it was not spent: presenting it is no replay, so the session and the new token live on.
    const comONovo = await renovar(joao.id, novo.refreshToken);
    expect(comONovo.statusCode).toBe(200);
    expect(await vivosDaSessao(comONovo.json().token)).toBe(1);
  });
});
