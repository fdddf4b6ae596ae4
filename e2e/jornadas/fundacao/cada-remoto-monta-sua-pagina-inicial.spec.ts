import { expect, test, type Page } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, areaRemota, entrarComCredenciais } from '../../testes';

/** The h1 is inside the parcel's wrapper: the remote itself rendered it, not a shell fallback. */
async function esperarPaginaDoRemoto(page: Page) {
  const titulo = areaRemota(page).getByRole('heading', { level: 1 });
  await expect(titulo).toBeVisible();
  await expect(titulo).not.toHaveText('Serviço temporariamente indisponível');
  await expect(page.getByRole('banner')).toContainText('Olá,');
}

const PUBLICAS = [
  { remoto: 'mfe-usuario', rota: '/usuario/login' },
  { remoto: 'mfe-candidato', rota: '/candidato/dados-pagamento' },
  { remoto: 'mfe-programas', rota: '/novoemprego/cursos' },
  { remoto: 'mfe-primeiro-emprego', rota: '/meuprimeiroemprego/cursos' },
];

for (const { remoto, rota } of PUBLICAS) {
  test(`${remoto} monta sua página em ${rota} dentro do portal`, async ({ page }) => {
    await page.goto(rota);
    await esperarPaginaDoRemoto(page);
  });
}

test('mfe-inscricao monta o histórico de inscrições depois de a candidata entrar', async ({ page }) => {
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf);
  await page.goto('/inscricao/historico');
  await expect(page).toHaveURL(/\/inscricao\/historico$/);
  await esperarPaginaDoRemoto(page);
  await expect(page.getByRole('banner')).toContainText('Olá, Maria');
});
