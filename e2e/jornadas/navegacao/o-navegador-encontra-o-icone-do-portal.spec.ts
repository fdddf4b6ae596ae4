import { expect, test } from '../../testes/jornada';

/**
 * Issue #10 item 21: the tab shows the portal's icon; the gateway serves the shell's favicon with its type. Only the
 * PNG is named: an SVG icon costs a cheap phone a document of its own on the page's main thread (decision 0864).
 */
test('o navegador encontra o ícone do portal em PNG de 32 px, e nenhum ícone SVG', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  await expect(page.locator('link[rel="icon"][sizes="32x32"]')).toHaveAttribute('href', '/favicon-32.png');
  const icones = await page
    .locator('link[rel~="icon"]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute('href')} ${link.getAttribute('type')}`));
  expect(icones.filter((icone) => /svg/i.test(icone))).toEqual([]);

  const png = await request.get('/favicon-32.png');
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  expect((await png.body()).subarray(1, 4).toString('ascii')).toBe('PNG');
});
