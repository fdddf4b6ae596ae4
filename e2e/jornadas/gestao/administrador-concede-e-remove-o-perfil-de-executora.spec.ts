import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, criarConta, entrarComCredenciais, entrarComGovBr } from '../../testes';
import { entrarNaApi } from '../../testes/inscricao/inscricao';

/** Renata exists only in the local gov.br, and no other journey uses her CPF. */
const RENATA_CPF = '824.613.579-19';

/**
 * Issue 29 §1 (decision 0210): the Administrador grants the Executora role with a unit on the staff page of the
 * operations area, to a person whose CPF gov.br has proved (decision 0128: an account made with a password alone is
 * refused, it may be a stranger's); that person reaches the operations area through the menu; the Administrador
 * removes the role after confirming, and the person's next request is refused (their session ended).
 */
test('o Administrador concede Executora, a pessoa chega à área de operações, e perde o acesso quando ele remove', async ({
  browser,
  page,
  request,
}) => {
  // A retry after a failure between the grant and the removal would find Renata still an Executora: she starts as a
  // candidate every time.
  const admin = await entrarNaApi(request, CONTAS_DEMONSTRACAO.admin.cpf);
  const membros = await request.get('/v1/gestao/equipe?porPagina=100', { headers: admin.headers });
  const deAntes = ((await membros.json()) as { itens: { id: number; cpf: string }[] }).itens.find(
    (m) => m.cpf === RENATA_CPF.replace(/\D/g, ''),
  );
  if (deAntes) await request.delete(`/v1/gestao/equipe/${deAntes.id}`, { headers: admin.headers });

  const semGovbr = await criarConta(request, { nome: 'Conta Sem Gov Br' });
  const contexto = await browser.newContext();
  const dela = await contexto.newPage();
  await entrarComGovBr(dela, RENATA_CPF);
  const tokenDeCandidata = await dela.evaluate(() => localStorage.getItem('access_token'));

  // The Administrador, from the classes page to the staff page, grants Executora with a unit.
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.admin.cpf);
  await page.goto('/gestao');
  await page.getByRole('link', { name: 'Equipe e perfis' }).click();
  await expect(page).toHaveURL(/\/gestao\/equipe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Equipe e perfis' })).toBeVisible();
  const conceder = async (cpf: string) => {
    await page.getByLabel('CPF da pessoa').fill(cpf);
    await page.getByRole('combobox', { name: /^Perfil/ }).selectOption('Executora');
    await page.getByRole('combobox', { name: /^Unidade/ }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Conceder perfil' }).click();
  };
  await conceder(semGovbr.cpf);
  await expect(page.getByText(/Esta conta ainda não entrou com o gov.br/)).toBeVisible();
  await conceder(RENATA_CPF);
  await expect(page.getByText('Perfil Executora concedido a Renata Executora Nova.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Renata Executora Nova/ })).toContainText('Executora');

  // The session opened at her first gov.br sign-in carried "Candidato": it ended with the grant.
  const antiga = await request.get('/v1/gestao/turmas', {
    headers: { authorization: `Bearer ${tokenDeCandidata}` },
  });
  expect(antiga.status()).toBe(401);

  // The person signs in again and reaches the operations area through "Administração". Her portal session ended
  // without a gov.br sign-out, so gov.br asks for her login again instead of sending her straight back: on a shared
  // device that open session could be someone else's (decision 0152).
  await entrarComGovBr(dela, RENATA_CPF);
  expect(await dela.evaluate(() => localStorage.getItem('access_token'))).not.toBe(tokenDeCandidata);
  await dela.goto('/home');
  await dela
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Administração' })
    .click();
  await dela.getByRole('main').getByRole('link', { name: 'Área de operações' }).click();
  await expect(dela).toHaveURL(/\/gestao$/);
  await expect(dela.getByRole('heading', { level: 1, name: 'Turmas' })).toBeVisible();
  await expect(dela.getByRole('table', { name: /^Turmas, página 1 de/ })).toBeVisible();
  const tokenDela = await dela.evaluate(() => localStorage.getItem('access_token'));

  // The Administrador removes the role, after a confirmation.
  await page.getByRole('button', { name: 'Remover o perfil de Renata Executora Nova' }).click();
  const dialogo = page.getByRole('alertdialog', { name: 'Remover perfil' });
  await expect(dialogo).toContainText('A pessoa perde o acesso à área de operações agora');
  await dialogo.getByRole('button', { name: 'Remover perfil' }).click();
  await expect(page.getByText('Perfil de Renata Executora Nova removido.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Renata Executora Nova/ })).toHaveCount(0);

  // Her next request is refused: the token she holds, and the page she opens next, no longer reach the area.
  const seguinte = await request.get('/v1/gestao/turmas', {
    headers: { authorization: `Bearer ${tokenDela}` },
  });
  expect([401, 403]).toContain(seguinte.status());
  // Her browser still holds the token, but the API refuses the page's first request: no class reaches her.
  await dela.goto('/gestao');
  await expect(dela.getByText('Você precisa entrar para continuar.')).toBeVisible();
  await expect(dela.getByRole('table', { name: /^Turmas, página/ })).toHaveCount(0);
  await contexto.close();
});
