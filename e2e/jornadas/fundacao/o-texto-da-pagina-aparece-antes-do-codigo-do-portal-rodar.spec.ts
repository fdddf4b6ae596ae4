import { expect, test } from '../../testes/jornada';

/**
 * Decision 0854: on a slow phone the federation runtime takes a long task to run, and a parser-inserted `defer` script
 * runs as soon as the document is parsed, before the browser's first frame. The shell's page therefore only preloads
 * main.js, and a small script starts it after the first frame, so a prerendered page paints its text first. Decision
 * 0856: on a prerendered page not even the downloads start before that frame, so they leave the bandwidth to the page.
 */
test('a home e um catálogo pré-renderizados só começam o código do portal depois do primeiro quadro', async ({
  page,
  request,
}) => {
  for (const caminho of ['/home', '/qualificaSP/cursos']) {
    const html = await (await request.get(caminho, { headers: { accept: 'text/html' } })).text();
    const main = html.match(/script\.src = '(\/main\.[\w.]+\.js)'/)?.[1];
    expect(main, `${caminho}: o script da página começa o main.js`).toBeTruthy();
    // No parser-inserted tag runs it: that one would run before the first frame.
    expect(html).not.toContain(`src="${main}"`);
    expect(html, `${caminho}: nenhum script pré-carregado pelo <head>`).not.toMatch(
      /<link rel="preload" [^>]*as="script"/,
    );

    await page.addInitScript(() => {
      const marcas = { quadro: Infinity, codigo: Infinity, tarefas: [] as string[] };
      (window as unknown as { marcas: typeof marcas }).marcas = marcas;
      // What each task starts, a letter each: "m" the preload of main.js (its script goes in with it), "d" one of the
      // listed files. The appends of one task share a microtask checkpoint.
      let naMesmaTarefa = false;
      const anexar = HTMLHeadElement.prototype.appendChild;
      HTMLHeadElement.prototype.appendChild = function <T extends Node>(this: HTMLHeadElement, no: T): T {
        const bloco = document.getElementById('dicas-depois-da-pintura');
        const listados = (JSON.parse(bloco?.textContent || '[]') as { href: string }[]).map(
          ({ href }) => href,
        );
        const caminho = no instanceof HTMLLinkElement ? new URL(no.href).pathname : '';
        const letra = listados.includes(caminho) ? 'd' : /^\/main\.\w+\.js$/.test(caminho) ? 'm' : '';
        if (letra) {
          if (!naMesmaTarefa) {
            marcas.tarefas.push('');
            naMesmaTarefa = true;
            queueMicrotask(() => (naMesmaTarefa = false));
          }
          marcas.tarefas[marcas.tarefas.length - 1] += letra;
        }
        return anexar.call(this, no) as T;
      };
      requestAnimationFrame(() => setTimeout(() => (marcas.quadro = performance.now()), 0));
      let valor: unknown;
      // The runtime's first act is to create this global: its setter says when the portal's code started.
      Object.defineProperty(window, 'webpackChunkshell', {
        configurable: true,
        get: () => valor,
        set: (novo) => {
          if (marcas.codigo === Infinity) marcas.codigo = performance.now();
          valor = novo;
        },
      });
    });
    await page.goto(caminho);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(
      () => (window as unknown as { marcas: { codigo: number } }).marcas.codigo < Infinity,
    );
    const marcas = await page.evaluate(() => (window as unknown as { marcas: object }).marcas);
    expect(marcas, `${caminho}: o código começa depois do primeiro quadro`).toMatchObject({
      quadro: expect.any(Number),
    });
    const { quadro, codigo } = marcas as { quadro: number; codigo: number };
    expect(quadro).toBeLessThanOrEqual(codigo);
    // Every file the server listed is asked for by the page's own preloads, not left to the runtime one by one.
    const listados = JSON.parse(
      /<script type="application\/json" id="dicas-depois-da-pintura">(.*?)<\/script>/.exec(html)?.[1] ?? '[]',
    ) as { href: string }[];
    // At least the shell's boot: react-dom, the router and its own code (main.js is started by the page's script).
    expect(listados.length, `${caminho}: a página lista os arquivos da partida`).toBeGreaterThanOrEqual(3);
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'link')
            .map(({ name }) => new URL(name).pathname),
        ),
      )
      .toEqual(expect.arrayContaining(listados.map(({ href }) => href)));
    // Two per task at most, none in main.js's task: each costs ~10 ms of the preset's phone to start (decision 0865).
    const tarefas = await page.evaluate(
      () => (window as unknown as { marcas: { tarefas: string[] } }).marcas.tarefas,
    );
    const dicas = (tarefa: string) => tarefa.replace(/m/g, '').length;
    expect(
      tarefas.filter((tarefa) => tarefa.includes('m')),
      `${caminho}: ${tarefas}`,
    ).toEqual(['m']);
    expect(
      tarefas.reduce((soma, tarefa) => soma + dicas(tarefa), 0),
      `${caminho}: ${tarefas}`,
    ).toBe(listados.length);
    expect(
      Math.max(...tarefas.map(dicas)),
      `${caminho}: o que cada tarefa começou, ${tarefas}`,
    ).toBeLessThanOrEqual(2);
    // And none of the scripts was asked for before the first frame.
    const inicioDosScripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(({ name }) => name.endsWith('.js'))
        .map(({ startTime }) => startTime),
    );
    expect(
      Math.min(...inicioDosScripts),
      `${caminho}: nenhum script pedido antes do quadro`,
    ).toBeGreaterThanOrEqual(quadro);
  }
});
