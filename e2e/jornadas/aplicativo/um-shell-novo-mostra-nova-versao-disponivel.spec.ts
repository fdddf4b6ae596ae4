import { expect, test } from '../../testes/jornada';
import { copiaDoShellVivo, impressaoDoPortal, lerShellPublicado, rodarScript } from '../../testes';
import { esperarPaginaGuardada } from '../../testes/aplicativo/aplicativo';

/**
 * Issue 30 item 6 (decision 0406): a new shell never reloads the page by itself; the citizen sees "Nova versão
 * disponível — atualizar" and chooses when. The shell ships as its own deploy to the static origin (decision 0209):
 * `deploy:shell --build` publishes a build whose `sw.js` changed (as a rebuild changes its precache list), and
 * `rollback:shell` puts the live version back afterwards.
 */
test('um shell novo publicado mostra "Nova versão disponível — atualizar" e só recarrega quando o cidadão pede', async ({
  page,
}) => {
  await page.goto('/home');
  await esperarPaginaGuardada(page, '/home');

  const antes = await impressaoDoPortal();
  const versaoOriginal = await lerShellPublicado();
  const build = await copiaDoShellVivo(versaoOriginal, `shell novo ${Date.now()}`);
  try {
    const saida = await rodarScript('deploy-shell.mjs', ['--build', build]);
    const versaoNova = await lerShellPublicado();
    expect(versaoNova).not.toBe(versaoOriginal);
    expect(saida).toContain(`shell: ${versaoOriginal} → ${versaoNova}`);

    // What the browser does on its own at the next navigation: it asks for sw.js again.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const aviso = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
    await expect(aviso).toBeVisible();
    await expect(aviso).toHaveText('Nova versão disponível — atualizar');

    // Nothing reloads on its own: what the citizen typed stays.
    await page.getByRole('link', { name: 'Entrar' }).first().click();
    const campo = page.getByLabel('CPF ou e-mail');
    await campo.fill('123.456.789-09');
    await page.waitForTimeout(1000);
    await expect(campo).toHaveValue('123.456.789-09');

    const recarregou = page.waitForEvent('load');
    await aviso.getByRole('button', { name: 'atualizar' }).click();
    await recarregou;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Nova versão disponível')).toHaveCount(0);
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).toBe(false);

    // The shell's deploy restarted nothing: the same gateway and API processes served it.
    const depois = await impressaoDoPortal();
    expect({ gateway: depois.gateway, api: depois.api }).toEqual({ gateway: antes.gateway, api: antes.api });
  } finally {
    if ((await lerShellPublicado()) !== versaoOriginal)
      await rodarScript('rollback-shell.mjs', [versaoOriginal]);
  }
});
