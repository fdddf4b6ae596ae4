import { expect, test } from '../../testes/jornada';
import { areaRemota, lerRegistroRemotos, rodarScript } from '../../testes';

// Building one remote with webpack on two cores takes a while.
test.setTimeout(6 * 60_000);

test('um remoto implantado aparece ao recarregar e some depois de revertido, sem mexer no shell', async ({
  page,
}) => {
  const versaoOriginal = (await lerRegistroRemotos()).remotes.mfe_programas?.version;
  expect(versaoOriginal, 'start.mjs implantou a primeira versão').toBeTruthy();
  const marcador = `e2e-${Date.now()}`;
  const marcadorNaPagina = areaRemota(page).locator(`[data-build-marker="${marcador}"]`);

  await page.goto('/novoemprego/cursos');
  await expect(areaRemota(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(marcadorNaPagina).toHaveCount(0);
  const shellAntes = await (await page.request.get('/')).text();

  const saidaDeploy = await rodarScript('deploy-remote.mjs', ['mfe-programas'], {
    PORTAL_BUILD_MARKER: marcador,
  });
  const versaoNova = (await lerRegistroRemotos()).remotes.mfe_programas?.version;
  expect(versaoNova).not.toBe(versaoOriginal);
  expect(saidaDeploy).toContain(`mfe_programas: ${versaoOriginal} → ${versaoNova}`);

  await page.reload();
  await expect(marcadorNaPagina).toHaveCount(1);

  const saidaRollback = await rodarScript('rollback-remote.mjs', ['mfe-programas', versaoOriginal!]);
  expect(saidaRollback).toContain(`mfe_programas: ${versaoNova} → ${versaoOriginal}`);

  await page.reload();
  await expect(areaRemota(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(marcadorNaPagina).toHaveCount(0);
  expect(await (await page.request.get('/')).text(), 'o shell não foi reconstruído').toBe(shellAntes);
});
