/**
 * `pnpm --filter @portal/bench bench:js [-- --url http://localhost:8080]`: with the portal started, opens the home
 * page and each remote's landing route in a fresh Chromium context (empty cache), sums the JavaScript fetched
 * (raw and gzip), prints a table and writes bench/results/js-primeira-carga-<time>.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { tokensDeDemonstracao } from './sessao-demonstracao.js';
import {
  formatarTabela,
  medirScript,
  somarRota,
  type MedicaoDeRota,
  type ScriptBaixado,
} from './js-medicao.js';

const ROTAS = [
  { rota: '/home', comSessao: false },
  { rota: '/qualificaSP/cursos', comSessao: false },
  { rota: '/novoemprego/cursos', comSessao: false },
  { rota: '/usuario/login', comSessao: false },
  { rota: '/candidato/dados-pagamento', comSessao: false },
  { rota: '/meuprimeiroemprego/cursos', comSessao: false },
  { rota: '/inscricao/historico', comSessao: true },
];
const ARGUMENTOS_CHROMIUM = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
];

async function medirRota(
  navegador: Browser,
  url: string,
  rota: string,
  tokens?: { token: string; refreshToken: string },
) {
  const contexto = await navegador.newContext({ baseURL: url });
  if (tokens) {
    await contexto.addInitScript(({ token, refreshToken }) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('refresh_token', refreshToken);
    }, tokens);
  }
  const pagina = await contexto.newPage();
  const medidas: Promise<ScriptBaixado | null>[] = [];
  pagina.on('response', (resposta) => {
    if (resposta.request().resourceType() !== 'script') return;
    medidas.push(
      resposta
        .body()
        .then((corpo) => medirScript(resposta.url(), corpo))
        .catch(() => null),
    );
  });
  await pagina.goto(rota, { waitUntil: 'networkidle' });
  await pagina.locator('.area-remota h1, main h1').first().waitFor({ timeout: 30_000 });
  await pagina.waitForLoadState('networkidle');
  const scripts = (await Promise.all(medidas)).filter((m): m is ScriptBaixado => m !== null);
  await contexto.close();
  return somarRota(rota, scripts);
}

async function gravarResultado(url: string, medicoes: MedicaoDeRota[]): Promise<string> {
  const pasta = path.resolve(import.meta.dirname, '../results');
  await mkdir(pasta, { recursive: true });
  const arquivo = path.join(
    pasta,
    `js-primeira-carga-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await writeFile(
    arquivo,
    `${JSON.stringify({ url, medidoEm: new Date().toISOString(), medicoes }, null, 2)}\n`,
  );
  return arquivo;
}

// `pnpm … bench:js -- --url X` forwards the `--` itself.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({
  args,
  options: { url: { type: 'string', default: 'http://localhost:8080' } },
});
const url = values.url.replace(/\/$/, '');
const navegador = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGUMENTOS_CHROMIUM });
try {
  const tokens = await tokensDeDemonstracao(url);
  const medicoes: MedicaoDeRota[] = [];
  for (const { rota, comSessao } of ROTAS)
    medicoes.push(await medirRota(navegador, url, rota, comSessao ? tokens : undefined));
  console.log(
    `JavaScript da primeira carga em ${url} (contexto novo por rota, tamanhos com gzip nível 9):\n`,
  );
  console.log(formatarTabela(medicoes));
  console.log(`\nResultado gravado em ${await gravarResultado(url, medicoes)}`);
} finally {
  await navegador.close();
}
