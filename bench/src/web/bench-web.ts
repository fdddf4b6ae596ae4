/**
 * `pnpm bench:web [-- --url http://localhost:8080] [--execucoes 3]`: builds for production and starts the portal
 * (unless --url names one already running), runs Lighthouse's mobile preset three times on each public page of
 * issue #12 and Playwright with the same throttling on the signed-in one, prints the medians beside the targets and
 * writes every report to bench/results/web-<time>/ (git-ignored). A benchmark: it asserts nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tokensDeDemonstracao } from '../sessao-demonstracao.js';
import { abrirChromium } from './chromium.js';
import { medirComSessao } from './com-sessao.js';
import { rodarLighthouse } from './lighthouse.js';
import { formatarTabela, medianaDasExecucoes, type Medida, type ResultadoDePagina } from './medianas.js';
import { PAGINAS, type Pagina } from './paginas.js';
import { construir, iniciarPortal } from './portal.js';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({
  args,
  options: { url: { type: 'string' }, execucoes: { type: 'string', default: '3' } },
});
const EXECUCOES = Number(values.execucoes);
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
    console.log(`  ${pagina.rota} #${i}: LCP ${Math.round(execucoes.at(-1)!.lcpMs)} ms`);
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

async function medirTudo(url: string): Promise<ResultadoDePagina[]> {
  const chromium = await abrirChromium();
  try {
    const resultados: ResultadoDePagina[] = [];
    for (const pagina of PAGINAS) resultados.push(await medirPagina(url, pagina, chromium.porta));
    return resultados;
  } finally {
    await chromium.fechar();
  }
}

await mkdir(pasta, { recursive: true });
if (!values.url) await construir();
const portal = values.url
  ? { url: values.url.replace(/\/$/, ''), parar: async () => {} }
  : await iniciarPortal(path.join(pasta, 'portal.log'));
try {
  const cargaAntes = loadavg();
  const resultados = await medirTudo(portal.url);
  const carga = { antes: cargaAntes, depois: loadavg() };
  await gravar('resumo.json', { url: portal.url, medidoEm: new Date().toISOString(), carga, resultados });
  console.log(
    `\nMedianas de ${EXECUCOES} execuções em ${portal.url} (Lighthouse mobile; /inscricao/historico: Playwright + CDP):\n`,
  );
  console.log(formatarTabela(resultados));
  const fmt = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(`\nCarga da máquina (1/5/15 min): antes ${fmt(carga.antes)}, depois ${fmt(carga.depois)}`);
  console.log(`Relatórios em ${pasta}`);
} finally {
  await portal.parar();
}
