import { expect, test } from '../../testes/jornada';
import { esperarAplicativo } from '../../testes/aplicativo/aplicativo';
// The pages bench:web and bench:tarefas measure, so the journey and the benchmarks cannot drift apart.
import { PAGINAS } from '../../../bench/src/web/paginas';

/**
 * Issue 30 item 5 (decision 0861): the first `Intl` object a page creates starts the browser's ICU, one task of 60 to
 * 320 ms at the mobile preset's 4× CPU slowdown, whatever the locale or the options; later ones cost 1 to 2 ms. A public
 * page that shows no instant needs none, so none is created while it loads, hydrates and starts the installed portal's
 * chunk: every `Intl` constructor and function, and every method that goes through ICU for a locale
 * (`toLocale…String`, `toLocaleUpperCase`, `localeCompare`), is counted with where it came from.
 */
const CONTAR_INTL = `
  window.__intl = [];
  const anotar = (nome) => window.__intl.push(nome + ' ' + (new Error().stack || '').split('\\n').slice(2, 4).join(' | '));
  for (const nome of Object.getOwnPropertyNames(Intl)) {
    const original = Intl[nome];
    if (typeof original !== 'function') continue;
    Intl[nome] = new Proxy(original, {
      construct(alvo, argumentos, novo) { anotar('Intl.' + nome); return Reflect.construct(alvo, argumentos, novo); },
      apply(alvo, este, argumentos) { anotar('Intl.' + nome); return Reflect.apply(alvo, este, argumentos); },
    });
  }
  const metodos = [
    [Date, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
    [Number, ['toLocaleString']],
    [BigInt, ['toLocaleString']],
    [Array, ['toLocaleString']],
    [String, ['localeCompare', 'toLocaleUpperCase', 'toLocaleLowerCase']],
  ];
  for (const [tipo, nomes] of metodos) {
    for (const metodo of nomes) {
      const original = tipo.prototype[metodo];
      tipo.prototype[metodo] = function (...argumentos) { anotar(tipo.name + '.' + metodo); return original.apply(this, argumentos); };
    }
  }
`;

const PAGINAS_PUBLICAS = PAGINAS.filter((pagina) => !pagina.comSessao).map((pagina) => pagina.rota);

for (const rota of PAGINAS_PUBLICAS) {
  test(`${rota}: a primeira visita não usa o Intl`, async ({ page }) => {
    await page.addInitScript({ content: CONTAR_INTL });
    await page.goto(rota);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Past hydration and the installed portal's chunk (after `load`, when idle): everything a first visit runs.
    await esperarAplicativo(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __intl: string[] }).__intl)).toEqual([]);
  });
}
