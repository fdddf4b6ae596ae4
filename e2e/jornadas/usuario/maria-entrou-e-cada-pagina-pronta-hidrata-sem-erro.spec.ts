import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';
import { esperarSaudacao } from '../../testes/usuario/usuario';

/**
 * The server prerenders pages for a visitor (decision 0830, 0855). Once Maria has signed in, every such page is
 * hydrated with her session: React's first render must still match the server's HTML, then show her. Before the fix
 * each one logged React's hydration error #418; the journeys' fixture (testes/jornada.ts) fails on any console
 * error, and this journey opens the prerendered pages one by one (issue 28, item 13).
 */
test('depois de entrar, a home e os catálogos prontos no HTML hidratam sem erro e saúdam Maria', async ({
  page,
}) => {
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf);
  for (const caminho of ['/home', '/meuprimeiroemprego/cursos', '/home']) {
    await page.goto(caminho);
    await esperarSaudacao(page, 'Maria');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sair' })).toBeVisible();
  }
});
