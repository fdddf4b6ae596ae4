import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { expect, test } from '../../testes/jornada';
import { RAIZ_REPOSITORIO } from '../../testes';
import { esperarPaginaGuardada } from '../../testes/aplicativo/aplicativo';

/** The shell's build the portal under test serves (its `--shell-dir`). */
const SW = path.join(RAIZ_REPOSITORIO, 'shell', 'dist', 'sw.js');

/**
 * Issue 30 item 6 (decision 0406): a new shell never reloads the page by itself; the citizen sees "Nova versão
 * disponível — atualizar" and chooses when. A shell rebuild changes `sw.js` (its precache list); here the same file
 * with one more line stands for it, and is put back afterwards.
 */
test('um shell novo mostra "Nova versão disponível — atualizar" e só recarrega quando o cidadão pede', async ({
  page,
}) => {
  await page.goto('/home');
  await esperarPaginaGuardada(page, '/home');

  const original = await readFile(SW);
  const brOriginal = await readFile(`${SW}.br`).catch(() => null);
  try {
    const novo = Buffer.concat([original, Buffer.from(`\n// shell novo ${Date.now()}\n`)]);
    await writeFile(SW, novo);
    if (brOriginal) await writeFile(`${SW}.br`, brotliCompressSync(novo));

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
  } finally {
    await writeFile(SW, original);
    if (brOriginal) await writeFile(`${SW}.br`, brOriginal);
  }
});
