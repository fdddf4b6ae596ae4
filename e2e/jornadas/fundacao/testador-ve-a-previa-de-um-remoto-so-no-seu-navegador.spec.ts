import { expect, test } from '../../testes/jornada';
import { areaRemota, buildMarcadoDoRemoto, lerRegistroRemotos, rodarScript } from '../../testes';

// One production build of a remote on two shared cores.
test.setTimeout(6 * 60_000);

/**
 * Issue #13 §5: an integration tester points one remote at a preview build for their own browser only
 * (`?remoto-previa=<remoto>:<versão>`, kept in a session cookie; e2e/README.md). Another visitor, at the same time,
 * keeps getting the live version, and the registry never changes.
 */
test('a prévia de um remoto vale só no navegador de quem a pediu', async ({ page, browser }) => {
  const { build, marcador } = await buildMarcadoDoRemoto('mfe-programas');
  const registroAntes = await lerRegistroRemotos();
  const saida = await rodarScript('deploy-remote.mjs', ['mfe-programas', '--previa', '--build', build]);
  const versao = /\?remoto-previa=mfe_programas:(\S+)/.exec(saida)?.[1];
  expect(versao, saida).toBeTruthy();
  expect(await lerRegistroRemotos(), 'a prévia não muda o registro').toEqual(registroAntes);

  const marcadorDe = (pagina: typeof page) => areaRemota(pagina).locator(`[data-build-marker="${marcador}"]`);
  await page.goto(`/novoemprego/cursos?remoto-previa=mfe_programas:${versao}`);
  await expect(marcadorDe(page)).toHaveCount(1);
  await page.goto('/novoemprego/cursos');
  await expect(marcadorDe(page), 'o cookie mantém a prévia nas próximas páginas').toHaveCount(1);

  const outroVisitante = await browser.newContext();
  const outraPagina = await outroVisitante.newPage();
  await outraPagina.goto('/novoemprego/cursos');
  await expect(areaRemota(outraPagina).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(marcadorDe(outraPagina)).toHaveCount(0);
  await outroVisitante.close();

  await page.goto('/novoemprego/cursos?remoto-previa=limpar');
  await expect(areaRemota(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(marcadorDe(page)).toHaveCount(0);
});
