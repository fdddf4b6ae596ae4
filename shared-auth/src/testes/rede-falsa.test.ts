import { http } from '../http/cliente-do-portal';
import { ehErroHttp } from '../http/tipos';
import { sessionStore } from '../session/session-store';
import { entrarComo, fingirRede, restaurarRede, USUARIO_DE_TESTE } from './rede-falsa';

afterEach(restaurarRede);

it('responde pela tabela e registra o que a página enviou', async () => {
  const chamadas = fingirRede(
    {
      'GET /v1/cursos': { data: [{ id: 1 }] },
      'POST /v1/inscricao': (chamada) => ({ status: 201, data: { eco: chamada.corpo } }),
    },
    { ignorarCookieCsrf: true },
  );
  await expect(http.get('/v1/cursos', { params: { pagina: 2 } })).resolves.toMatchObject({
    data: [{ id: 1 }],
  });
  await expect(http.post('/v1/inscricao', { idCurso: 3 })).resolves.toMatchObject({
    status: 201,
    data: { eco: { idCurso: 3 } },
  });
  expect(chamadas.map((c) => c.chave)).toEqual(['GET /v1/cursos', 'POST /v1/inscricao']);
  expect(chamadas[0]?.params).toEqual({ pagina: 2 });
});

it('uma rota inesperada falha como o cliente, com o 404 da API por padrão ou a resposta pedida', async () => {
  fingirRede({});
  const erro: unknown = await http.get('/v1/nada').catch((e: unknown) => e);
  expect(ehErroHttp(erro) && erro.response?.status).toBe(404);
  expect(ehErroHttp(erro) && erro.response?.data).toEqual({
    message: 'Registro não encontrado.',
    errors: [],
  });

  fingirRede({}, { semRota: { status: 599 } });
  const outro: unknown = await http.get('/v1/nada').catch((e: unknown) => e);
  expect(ehErroHttp(outro) && outro.response?.status).toBe(599);
});

it('pode responder o GET do cookie CSRF sem listá-lo entre as chamadas da página', async () => {
  const chamadas = fingirRede({ 'GET /v1/cursos': { data: [] } }, { ignorarCookieCsrf: true });
  await http.get('/v1/health');
  await http.get('/v1/cursos');
  expect(chamadas.map((c) => c.chave)).toEqual(['GET /v1/cursos']);
});

it('restaurarRede devolve o adaptador de verdade', () => {
  const original = http.defaults.adapter;
  fingirRede({});
  expect(http.defaults.adapter).not.toBe(original);
  restaurarRede();
  expect(http.defaults.adapter).toBe(original);
});

it('entrarComo põe o usuário de teste (ou outro) na sessão, e null a esvazia', () => {
  entrarComo();
  expect(sessionStore.getState()).toMatchObject({ user: USUARIO_DE_TESTE, token: 'token-de-teste' });
  entrarComo({ ...USUARIO_DE_TESTE, id: 8, role: 'Administrador' }, 'outro-token');
  expect(sessionStore.getState()).toMatchObject({
    user: { id: 8, role: 'Administrador' },
    token: 'outro-token',
  });
  entrarComo(null);
  expect(sessionStore.getState()).toMatchObject({ user: null, token: null });
});
