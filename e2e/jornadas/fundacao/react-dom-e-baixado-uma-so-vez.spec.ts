import { expect, test, type Response } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, areaRemota, entrarComCredenciais, navegarNoPortal } from '../../testes';

/**
 * A text only react-dom's client build carries (what it tells React DevTools about itself, kept by the minifier);
 * numeric chunk names are not stable enough to rely on, the code is.
 */
const MARCA_DO_REACT_DOM = 'rendererPackageName:"react-dom"';

const ROTAS_DOS_REMOTOS = [
  '/candidato/dados-pagamento',
  '/novoemprego/cursos',
  '/meuprimeiroemprego/cursos',
  '/inscricao/historico',
];

test('o código do react-dom é baixado uma só vez numa visita aos cinco remotos', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (resposta) => {
    if (resposta.request().resourceType() === 'script') scripts.push(resposta);
  });

  // mfe-usuario (the sign-in page), then the other four in the same document, as a visitor clicking through.
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf);
  for (const rota of ROTAS_DOS_REMOTOS) {
    await navegarNoPortal(page, rota);
    await expect(areaRemota(page).getByRole('heading', { level: 1 })).toBeVisible();
  }

  const comReactDom: string[] = [];
  for (const resposta of scripts) {
    const corpo = await resposta.text().catch(() => '');
    if (corpo.includes(MARCA_DO_REACT_DOM)) comReactDom.push(resposta.url());
  }
  const remotosCarregados = new Set(
    scripts.map((r) => /\/remotes\/(mfe_[a-z_]+)\//.exec(r.url())?.[1]).filter(Boolean),
  );
  expect(remotosCarregados.size, 'os cinco remotos foram carregados').toBe(5);
  expect(comReactDom, `respostas com react-dom: ${comReactDom.join(', ')}`).toHaveLength(1);
});
