/**
 * `pnpm --filter @portal/bench orcamento:js` (a section of `pnpm test:all`, right after the production build): adds up
 * each route's first-load JavaScript (gzip level 9, like bench:js) from the builds in `<pacote>/dist` and fails when a
 * route passes its budget in bench/orcamento-js.json, listing that route's largest chunks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  arquivosDaRota,
  detalharEstouro,
  formatarResultados,
  verificarRota,
  type Grafo,
  type RotaOrcada,
} from './orcamento-js.js';

const RAIZ = path.resolve(import.meta.dirname, '../..');
const lerJson = <T>(arquivo: string): T => JSON.parse(readFileSync(arquivo, 'utf8')) as T;

const grafos = new Map<string, Grafo>();
function grafoDe(pacote: string): Grafo {
  const arquivo = path.join(RAIZ, pacote, 'dist', 'grafo-de-chunks.json');
  if (!grafos.has(pacote)) grafos.set(pacote, lerJson<Grafo>(arquivo));
  return grafos.get(pacote)!;
}

const gzipDoArquivo = ({ app, arquivo }: { app: string; arquivo: string }) =>
  gzipSync(readFileSync(path.join(RAIZ, app, 'dist', arquivo)), { level: 9 }).length;

const { rotas } = lerJson<{ rotas: RotaOrcada[] }>(path.join(RAIZ, 'bench', 'orcamento-js.json'));
const resultados = rotas.map((rota) =>
  verificarRota(
    rota,
    arquivosDaRota(rota, grafoDe('shell'), rota.remoto ? grafoDe(rota.remoto) : undefined),
    gzipDoArquivo,
  ),
);
console.log(
  'JavaScript da primeira carga calculado dos builds (gzip nível 9; orçamentos em bench/orcamento-js.json):\n',
);
console.log(formatarResultados(resultados));
const estouros = resultados.filter((r) => !r.passou);
for (const estouro of estouros) console.error(`\n${detalharEstouro(estouro)}`);
process.exit(estouros.length === 0 ? 0 : 1);
