/**
 * `pnpm bench:web [-- --url http://localhost:8080] [--execucoes 3] [--segunda-visita] [--sem-depurador] [--rede-lenta]
 * [--piso] [--cpu calibrada|N]`: builds for production and starts the portal (unless --url names one already
 * running), runs Lighthouse's mobile preset three times on each public page of issue #12 and Playwright with the same
 * throttling on the signed-in one, prints the medians beside the targets and writes every report to
 * bench/results/web-<time>/ (git-ignored). With --segunda-visita, the pages with a repeat-visit target (issue 30
 * item 2) are measured again as a repeat visit, each run's figures printed too; with it, --sem-depurador measures their
 * first and repeat visits as a browser without Lighthouse's debugger runs them (sem-depurador.ts says why), and
 * --rede-lenta through a loopback proxy that gives every request, the service worker's too, the preset's network
 * (rede-lenta.ts). --piso measures the floor (piso.ts) first; --cpu chooses the CPU slowdown (cpu.ts).
 * A benchmark: it asserts nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tokensDeDemonstracao } from '../sessao-demonstracao.js';
import { abrirChromium } from './chromium.js';
import { escolherMultiplicador } from './cpu.js';
import { medirComSessao } from './com-sessao.js';
import { PaginaNaoCarregou, rodarLighthouse } from './lighthouse.js';
import { formatarTabela, medianaDasExecucoes, type Medida, type ResultadoDePagina } from './medianas.js';
import { PAGINAS, type Meta, type Pagina } from './paginas.js';
import { construir, iniciarPortal } from './portal.js';
import { servirPiso } from './piso.js';
import { abrirRedeLenta } from './rede-lenta.js';
import { medirSemDepurador } from './sem-depurador.js';
import { aquecerSegundaVisita } from './segunda-visita.js';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({
  args,
  options: {
    url: { type: 'string' },
    execucoes: { type: 'string', default: '3' },
    'segunda-visita': { type: 'boolean', default: false },
    piso: { type: 'boolean', default: false },
    'sem-depurador': { type: 'boolean', default: false },
    'rede-lenta': { type: 'boolean', default: false },
    cpu: { type: 'string' },
  },
});
const EXECUCOES = Number(values.execucoes);
if ((values['sem-depurador'] || values['rede-lenta']) && !values['segunda-visita'])
  throw new Error(
    '--sem-depurador e --rede-lenta medem as páginas da segunda visita: use-os com --segunda-visita.',
  );
const pasta = path.resolve(
  import.meta.dirname,
  '../../results',
  `web-${new Date().toISOString().replace(/[:.]/g, '-')}`,
);

async function gravar(nome: string, conteudo: unknown) {
  await writeFile(path.join(pasta, nome), `${JSON.stringify(conteudo, null, 2)}\n`);
}

const arquivoDe = (rota: string, execucao: number) =>
  `${rota.replace(/\W+/g, '_').replace(/^_/, '')}-${execucao}.json`;

async function medirPagina(url: string, pagina: Pagina, portaChromium: number): Promise<ResultadoDePagina> {
  const execucoes: Medida[] = [];
  const tokens = pagina.comSessao ? await tokensDeDemonstracao(url) : null;
  for (let i = 1; i <= EXECUCOES; i++) {
    if (tokens) {
      const { maisFunda, ...medida } = await medirComSessao(`${url}${pagina.rota}`, tokens);
      execucoes.push(medida);
      await gravar(arquivoDe(pagina.rota, i), { ...medida, maisFunda });
    } else {
      const { medida, relatorio, profundidades } = await rodarLighthouse(
        `${url}${pagina.rota}`,
        portaChromium,
      );
      execucoes.push(medida);
      await gravar(arquivoDe(pagina.rota, i), relatorio);
      await gravar(arquivoDe(`${pagina.rota}-profundidades`, i), profundidades);
    }
    const { lcpMs, tbtMs } = execucoes.at(-1)!;
    const tbt = tbtMs === null ? '' : `, TBT ${Math.round(tbtMs)} ms`;
    console.log(`  ${pagina.rota} #${i}: LCP ${Math.round(lcpMs)} ms${tbt}`);
  }
  const ferramenta = pagina.comSessao ? 'playwright' : 'lighthouse';
  return {
    rota: pagina.rota,
    ferramenta,
    meta: pagina.meta,
    execucoes,
    mediana: medianaDasExecucoes(execucoes),
  };
}

/** `EXECUCOES` runs of `medir`, each run's figures printed and its report kept under `rotulo`. */
async function medirVezes(
  rotulo: string,
  medir: () => Promise<{ medida: Medida; relatorio: unknown }>,
): Promise<Medida[]> {
  const execucoes: Medida[] = [];
  for (let i = 1; i <= EXECUCOES; i++) {
    const { medida, relatorio } = await medir().catch((erro: unknown) => {
      // A run where Chrome showed its own error page measured nothing: said here, and run once more.
      if (!(erro instanceof PaginaNaoCarregou)) throw erro;
      console.log(`  ${rotulo} #${i}: ${erro.message}; execução repetida`);
      return medir();
    });
    execucoes.push(medida);
    await gravar(arquivoDe(rotulo, i), relatorio);
    console.log(
      `  ${rotulo} #${i}: LCP ${Math.round(medida.lcpMs)} ms, TBT ${Math.round(medida.tbtMs ?? 0)} ms`,
    );
  }
  return execucoes;
}

const medirComLighthouse = (
  rotulo: string,
  url: string,
  portaChromium: number,
  opcoes: Parameters<typeof rodarLighthouse>[2],
) => medirVezes(rotulo, () => rodarLighthouse(url, portaChromium, opcoes));

const medirSemODepurador = (rotulo: string, url: string, segundaVisita: boolean) =>
  medirVezes(rotulo, async () => {
    const medida = await medirSemDepurador(url, { segundaVisita });
    return { medida, relatorio: medida };
  });

const resultado = (
  rota: string,
  meta: Meta,
  execucoes: Medida[],
  ferramenta: ResultadoDePagina['ferramenta'] = 'lighthouse',
): ResultadoDePagina => ({
  rota,
  ferramenta,
  meta,
  execucoes,
  mediana: medianaDasExecucoes(execucoes),
});

/**
 * The same page as a repeat visit: opened once, then Lighthouse without its storage reset (segunda-visita.ts). With
 * --sem-depurador, the first and the repeat visit again, each in a browser of its own (sem-depurador.ts); with
 * `urlLenta` (--rede-lenta), the first and the repeat visit through the slow network (rede-lenta.ts).
 */
async function medirSegundaVisita(
  url: string,
  pagina: Pagina & { lcpSegundaVisitaMs: number },
  portaChromium: number,
  urlLenta: string | null,
): Promise<ResultadoDePagina[]> {
  const endereco = `${url}${pagina.rota}`;
  const metaDaSegunda = { ...pagina.meta, lcpMs: pagina.lcpSegundaVisitaMs };
  await aquecerSegundaVisita(endereco, portaChromium);
  const rotulo = `${pagina.rota} (2ª visita)`;
  const execucoes = await medirComLighthouse(rotulo, endereco, portaChromium, { segundaVisita: true });
  const resultados = [resultado(rotulo, metaDaSegunda, execucoes)];
  if (values['sem-depurador']) {
    for (const segundaVisita of [false, true]) {
      const rotulo = `${pagina.rota} (${segundaVisita ? 2 : 1}ª visita, sem depurador)`;
      const execucoes = await medirSemODepurador(rotulo, endereco, segundaVisita);
      // Its repeat visit's LCP leaves out the network the service worker's own request pays: no target beside it.
      const meta = segundaVisita ? { ...pagina.meta, lcpMs: null } : pagina.meta;
      resultados.push(resultado(rotulo, meta, execucoes, 'playwright'));
    }
  }
  if (urlLenta) {
    // Its own origin (the proxy's port): the first visit starts with no service worker, then the page is kept.
    const lenta = `${urlLenta}${pagina.rota}`;
    for (const segundaVisita of [false, true]) {
      if (segundaVisita) await aquecerSegundaVisita(lenta, portaChromium);
      const rotulo = `${pagina.rota} (${segundaVisita ? 2 : 1}ª visita, rede lenta)`;
      const opcoes = { segundaVisita, redeDeFora: true };
      const execucoes = await medirComLighthouse(rotulo, lenta, portaChromium, opcoes);
      resultados.push(resultado(rotulo, segundaVisita ? metaDaSegunda : pagina.meta, execucoes));
    }
  }
  return resultados;
}

/** The floor (piso.ts), with the targets of the home page beside it: no page can be measured below it. */
async function medirPiso(portaChromium: number): Promise<ResultadoDePagina> {
  const piso = await servirPiso();
  try {
    const rotulo = 'piso: 1 frase, sem script';
    const execucoes = await medirComLighthouse(rotulo, piso.url, portaChromium, {});
    return resultado(rotulo, { ...PAGINAS[0]!.meta, lcpMs: PAGINAS[0]!.lcpSegundaVisitaMs! }, execucoes);
  } finally {
    await piso.parar();
  }
}

async function medirTudo(url: string): Promise<ResultadoDePagina[]> {
  const chromium = await abrirChromium();
  const redeLenta = values['rede-lenta'] ? await abrirRedeLenta(Number(new URL(url).port)) : null;
  const urlLenta = redeLenta && `http://localhost:${redeLenta.porta}`;
  try {
    const resultados: ResultadoDePagina[] = [];
    if (values.piso) resultados.push(await medirPiso(chromium.porta));
    for (const pagina of PAGINAS) {
      resultados.push(await medirPagina(url, pagina, chromium.porta));
      if (values['segunda-visita'] && pagina.lcpSegundaVisitaMs !== undefined) {
        const comMeta = { ...pagina, lcpSegundaVisitaMs: pagina.lcpSegundaVisitaMs };
        resultados.push(...(await medirSegundaVisita(url, comMeta, chromium.porta, urlLenta)));
      }
    }
    return resultados;
  } finally {
    await redeLenta?.parar();
    await chromium.fechar();
  }
}

await mkdir(pasta, { recursive: true });
// Measured before the portal starts, on a quiet machine.
const cpu = await escolherMultiplicador(values.cpu);
console.log(cpu);
if (!values.url) await construir();
const portal = values.url
  ? { url: values.url.replace(/\/$/, ''), parar: async () => {} }
  : await iniciarPortal(path.join(pasta, 'portal.log'));
try {
  const cargaAntes = loadavg();
  const resultados = await medirTudo(portal.url);
  const carga = { antes: cargaAntes, depois: loadavg() };
  await gravar('resumo.json', {
    url: portal.url,
    medidoEm: new Date().toISOString(),
    cpu,
    carga,
    resultados,
  });
  console.log(
    `\nMedianas de ${EXECUCOES} execuções em ${portal.url} (Lighthouse mobile; sem depurador e /inscricao/historico: Playwright + CDP):\n`,
  );
  console.log(formatarTabela(resultados));
  const fmt = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(`\n${cpu}`);
  console.log(`Carga da máquina (1/5/15 min): antes ${fmt(carga.antes)}, depois ${fmt(carga.depois)}`);
  console.log(`Relatórios em ${pasta}`);
} finally {
  await portal.parar();
}
