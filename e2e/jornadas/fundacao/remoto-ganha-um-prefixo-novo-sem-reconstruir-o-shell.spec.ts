import { expect, test } from '../../testes/jornada';
import { areaRemota, construirCopiaDoRemoto, lerRegistroRemotos, rodarScript } from '../../testes';

// One production build of a remote on two shared cores.
test.setTimeout(6 * 60_000);

/**
 * Issue #13 §1: a remote owns its URLs. A build of mfe-programas that adds the first segment "novidades" (in its own
 * config/caminhos.ts, landing on its FAQ) is deployed; after a reload the new address opens the remote's page. The
 * shell is neither rebuilt nor restarted, and a rollback takes the segment away again.
 */
test('um remoto publica um prefixo novo e a página abre depois de recarregar, sem reconstruir o shell', async ({
  page,
}) => {
  const original = (await lerRegistroRemotos()).remotes.mfe_programas!;
  expect(original.prefixes).not.toContain('novidades');
  await page.goto('/novidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  // The shell's entry, named by its content hash: a rebuilt shell would have another.
  const entradaDoShell = async () =>
    /\/main\.[0-9a-f]+\.js/.exec(
      await (await page.request.get('/home', { headers: { accept: 'text/html' } })).text(),
    )?.[0];
  const shellAntes = await entradaDoShell();
  expect(shellAntes).toBeTruthy();

  const build = await construirCopiaDoRemoto('mfe-programas', [
    { arquivo: 'src/config/caminhos.ts', de: "'qualificaSP',", para: "'qualificaSP',\n  'novidades'," },
    {
      arquivo: 'src/app/routes.tsx',
      de: '  virtual: RotaProgramas.cursosVirtuais,',
      para: '  virtual: RotaProgramas.cursosVirtuais,\n  novidades: RotaProgramas.faq,',
    },
  ]);
  await rodarScript('deploy-remote.mjs', ['mfe-programas', '--build', build]);
  expect((await lerRegistroRemotos()).remotes.mfe_programas!.prefixes).toContain('novidades');

  await page.reload();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(areaRemota(page).getByRole('heading', { level: 1 })).not.toHaveText('Página não encontrada');

  await rodarScript('rollback-remote.mjs', ['mfe-programas', original.version]);
  await page.goto('/novidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  expect(await entradaDoShell(), 'o shell não foi reconstruído').toBe(shellAntes);
});
