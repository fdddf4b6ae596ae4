import { expect, test } from '../../testes/jornada';
import { entrarNaApi, entrarNoNavegador } from '../inscricao/apoio-inscricao';
import { EQUIPE, turmaDaExecutora } from './apoio-gestao';

/**
 * Issue 15: an Executora acts only on her own units' classes. Another unit's Executora opening that class sees the
 * forbidden state in the area, and the API answers 403 to the very request the page makes.
 */
test('a Executora de outra unidade vê "Acesso não permitido" e a API responde 403', async ({
  page,
  request,
}) => {
  const { turma } = await turmaDaExecutora(request);
  const outra = await entrarNaApi(request, EQUIPE.executoraDeOutraUnidade);

  const resposta = await request.get(`/v1/gestao/turmas/${turma.id}`, { headers: outra.headers });
  expect(resposta.status()).toBe(403);
  expect((await resposta.json()).message).toMatch(/\S/);

  await entrarNoNavegador(page, request, EQUIPE.executoraDeOutraUnidade);
  const daPagina = page.waitForResponse((r) => new URL(r.url()).pathname === `/v1/gestao/turmas/${turma.id}`);
  await page.goto(`/gestao/turmas/${turma.id}`);
  expect((await daPagina).status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso não permitido' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Convocar/ })).toHaveCount(0);
});
