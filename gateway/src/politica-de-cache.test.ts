import { IMUTAVEL, SEM_CACHE, cacheControlPara } from './politica-de-cache.js';

describe('cacheControlPara', () => {
  it.each([
    ['/remotes/mfe_programas/20260101T000000Z-abc1234/mf-manifest.json'],
    ['/srv/dist/remoteEntry.js'],
    ['/srv/dist/index.html'],
    ['remotes.json'],
    ['config.js'],
    ['/srv/dist/main.0123456789.js.map'],
    ['/srv/dist/vendor.0123abc.js'],
    ['/remotes/mfe_programas/v1/remoteEntry.js.br'],
  ])('revalida %s a cada carga', (caminho) => {
    expect(cacheControlPara(caminho)).toBe(SEM_CACHE);
  });

  it.each([
    ['/srv/dist/main.0123456789.js'],
    ['/srv/dist/standalone.abcdef0123.css'],
    ['C:\\dist\\assets\\fonte.fedcba9876.woff2'],
    ['/srv/dist/main.0123456789.js.br'],
  ])('deixa %s imutável por um ano', (caminho) => {
    expect(cacheControlPara(caminho)).toBe(IMUTAVEL);
  });
});
