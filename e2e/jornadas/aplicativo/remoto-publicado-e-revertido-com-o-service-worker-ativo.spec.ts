import { expect, test } from '../../testes/jornada';
import {
  areaRemota,
  buildMarcadoDoRemoto,
  lerRegistroRemotos,
  rodarScript,
  versoesPedidas,
} from '../../testes';
import { contarDocumentos, esperarPaginaGuardada } from '../../testes/aplicativo/aplicativo';

// Building one remote with webpack on two cores takes a while.
test.setTimeout(6 * 60_000);

/**
 * Issue 30 item 6 (decision 0406): with the service worker in charge of the page, a remote published or rolled back
 * is what the next navigation shows (registry and manifests network first), and the page loads the files of one
 * version only.
 */
test('com o service worker ativo, um remoto publicado e depois revertido vale na navegação seguinte, sem misturar versões', async ({
  page,
}) => {
  const versaoOriginal = (await lerRegistroRemotos()).remotes.mfe_programas?.version;
  expect(versaoOriginal, 'start.mjs implantou a primeira versão').toBeTruthy();
  // A build with a marker on its page, shared with the preview journey (one webpack run for both). Published with
  // --build, the new version has no prerendered pages: its marker shows only when its own code runs. Deploy building
  // and prerendering a version is implantar-e-reverter-um-remoto's journey, without the service worker.
  const { build, marcador } = await buildMarcadoDoRemoto('mfe-programas');
  const marcadorNaPagina = areaRemota(page).locator(`[data-build-marker="${marcador}"]`);

  await page.goto('/novoemprego/cursos');
  await expect(areaRemota(page).getByRole('heading', { level: 1 })).toBeVisible();
  await esperarPaginaGuardada(page, '/novoemprego/cursos');
  // Once more under the service worker, so this version's files are in its caches too.
  await page.goto('/novoemprego/cursos');
  await expect(areaRemota(page).getByRole('heading', { level: 1 })).toBeVisible();

  await rodarScript('deploy-remote.mjs', ['mfe-programas', '--build', build]);
  const versaoNova = (await lerRegistroRemotos()).remotes.mfe_programas?.version;
  expect(versaoNova).not.toBe(versaoOriginal);

  // The page this device kept opens first (decision 0406); the registry the network gives differs from the page's, so
  // the page opens again from the network before any remote file is asked for.
  const documentos = contarDocumentos(page);
  const depoisDoDeploy = await versoesPedidas(page, 'mfe_programas', async () => {
    await page.goto('/novoemprego/cursos');
    await expect(marcadorNaPagina).toHaveCount(1);
  });
  expect(documentos.total(), 'a cópia do aparelho, depois a da rede').toBe(2);
  expect(depoisDoDeploy, 'só arquivos da versão nova').toEqual([versaoNova]);

  await rodarScript('rollback-remote.mjs', ['mfe-programas', versaoOriginal!]);
  documentos.zerar();
  const depoisDoRollback = await versoesPedidas(page, 'mfe_programas', async () => {
    await page.goto('/novoemprego/cursos');
    await expect(areaRemota(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(marcadorNaPagina).toHaveCount(0);
  });
  expect(depoisDoRollback, 'só arquivos da versão de volta').toEqual([versaoOriginal]);
  expect(documentos.total(), 'a cópia do aparelho, depois a da rede').toBe(2);
});
