import { expect, test } from '../../testes/jornada';

/** Issue #10 item 21: the tab shows the portal's icon; the gateway serves the shell's favicons with their types. */
test('o navegador encontra o ícone do portal em SVG e em PNG de 32 px', async ({ page, request }) => {
  await page.goto('/home');
  await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
    'href',
    '/favicon.svg',
  );
  await expect(page.locator('link[rel="icon"][sizes="32x32"]')).toHaveAttribute('href', '/favicon-32.png');

  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);

  const png = await request.get('/favicon-32.png');
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  expect((await png.body()).subarray(1, 4).toString('ascii')).toBe('PNG');
});
