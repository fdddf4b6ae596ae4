import { expect, test } from '../../testes/jornada';
import { abrir } from '../../testes/acessibilidade/acessibilidade';

/**
 * What a screen reader announces, in order, on the key pages (issue #14): the accessibility tree kept as snapshots, so
 * a change in what is announced shows up in review. Update with --update-snapshots after a deliberate change.
 */
const PAGINAS = [
  { rota: '/home', nome: 'home', h1: /Cursos gratuitos/ },
  { rota: '/usuario/login', nome: 'login', h1: /Entrar no portal/ },
  { rota: '/acessibilidade', nome: 'acessibilidade', h1: /^Acessibilidade$/ },
  { rota: '/privacidade', nome: 'privacidade', h1: /^Privacidade e proteção de dados$/ },
];

for (const { rota, nome, h1 } of PAGINAS) {
  test(`ordem de leitura de ${rota}`, async ({ page }) => {
    // The consent question is answered so the snapshot is the page a returning visitor hears.
    await page.addInitScript(() => localStorage.setItem('consentimento_analytics', 'recusado'));
    await abrir(page, rota, h1);
    await expect(page.locator('body')).toMatchAriaSnapshot({ name: `${nome}.aria.yml` });
  });
}
