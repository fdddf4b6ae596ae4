import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../testes/jornada';
import { PORTAL_URL } from '../../testes';
import { CHROMIUM } from '../../testes/ambiente';

interface Icone {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/**
 * Issue 30 item 1 (decision 0400): the portal has a manifest in Portuguese that Chromium accepts for installation, with
 * real PNG icons of the sizes it declares, and shortcuts to "Minhas inscrições" and "Cursos".
 */
test('o Chromium não vê nenhum erro de instalação e o manifesto tem os campos do portal', async ({
  playwright,
  request,
}) => {
  // A profile of its own: Playwright's usual contexts are off the record, where Chromium never installs ("in-incognito").
  // The full browser, not the journeys' headless shell: whether the portal installs is the browser's own judgement.
  const perfil = await mkdtemp(path.join(tmpdir(), 'portal-instalavel-'));
  const contexto = await playwright.chromium.launchPersistentContext(perfil, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    baseURL: PORTAL_URL,
    locale: 'pt-BR',
  });
  try {
    const page = contexto.pages()[0] ?? (await contexto.newPage());
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

    const cdp = await contexto.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        message: 'Page.getInstallabilityErrors',
      })
      .toEqual([]);
    const { errors: errosDoManifesto, url } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errosDoManifesto).toEqual([]);
  } finally {
    await contexto.close();
    await rm(perfil, { recursive: true, force: true });
  }

  const resposta = await request.get('/manifest.webmanifest');
  expect(resposta.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(resposta.headers()['cache-control']).toBe('no-cache');
  const manifesto = await resposta.json();
  expect(manifesto).toMatchObject({
    lang: 'pt-BR',
    short_name: 'Qualifica SP',
    start_url: '/home',
    display: 'standalone',
    theme_color: '#0b3d91',
    background_color: '#ffffff',
    user_preferences: { color_scheme_dark: { theme_color: '#10151c' } },
  });
  expect(manifesto.name).toMatch(/^Portal Qualifica/);
  expect(
    manifesto.shortcuts.map(({ name, url: destino }: { name: string; url: string }) => [name, destino]),
  ).toEqual([
    ['Minhas inscrições', '/inscricao/historico'],
    ['Cursos', '/qualificaSP/cursos'],
  ]);

  const icones = manifesto.icons as Icone[];
  expect(icones.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icone of icones) {
    const png = await request.get(icone.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const corpo = await png.body();
    expect(corpo.subarray(1, 4).toString('ascii')).toBe('PNG');
    const lado = Number(icone.sizes.split('x')[0]);
    expect([corpo.readUInt32BE(16), corpo.readUInt32BE(20)]).toEqual([lado, lado]);
  }
});
