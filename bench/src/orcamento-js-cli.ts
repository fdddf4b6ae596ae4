/**
 * `pnpm --filter @portal/bench orcamento:js` (a section of `pnpm test:all`, right after the production build): adds up
 * each route's first-load JavaScript (gzip level 9, like bench:js) from the builds in `<pacote>/dist` and fails when a
 * route passes its budget in bench/orcamento-js.json, listing that route's largest chunks, or when any of its files
 * carries a marker of the staff area (`areaRestrita`: decision 1560) or of the service worker's code (`serviceWorker`:
 * issue 30 item 7), listing each file and marker.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  detalharMarcas,
  marcasDaArea,
  marcasNosArquivos,
  type AreaRestrita,
  type DeclaracaoDaArea,
} from './orcamento-js-area-restrita.js';
import {
  arquivosDaRota,
  detalharEstouro,
  detalharMarcasDoServiceWorker,
  modulosDoServiceWorker,
  formatarResultados,
  KIB,
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

// Every route reads the shell's boot files again (their bytes, their text twice, their maps): each is read once.
const lidos = new Map<string, Buffer>();
const conteudoDe = ({ app, arquivo }: { app: string; arquivo: string }) => {
  const caminho = path.join(RAIZ, app, 'dist', arquivo);
  if (!lidos.has(caminho)) lidos.set(caminho, readFileSync(caminho));
  return lidos.get(caminho)!;
};
const gzipDoArquivo = (arquivo: { app: string; arquivo: string }) =>
  gzipSync(conteudoDe(arquivo), { level: 9 }).length;
/** The modules a build's file was made of, from its source map (every shell file has one). */
const fontesDoArquivo = ({ app, arquivo }: { app: string; arquivo: string }) =>
  (JSON.parse(conteudoDe({ app, arquivo: `${arquivo}.map` }).toString('utf8')) as { sources: string[] })
    .sources;
const textoDoArquivo = (arquivo: { app: string; arquivo: string }) => conteudoDe(arquivo).toString('utf8');

const { rotas, areaRestrita, serviceWorker } = lerJson<{
  rotas: RotaOrcada[];
  areaRestrita: AreaRestrita;
  serviceWorker: { marcas: string[]; pastas: string[]; modulosDaPartida: string[] };
}>(path.join(RAIZ, 'bench', 'orcamento-js.json'));
const declaracao = lerJson<DeclaracaoDaArea>(
  path.join(RAIZ, areaRestrita.remoto, 'dist', 'portal-remoto.json'),
);
const marcas = marcasDaArea(declaracao, areaRestrita.marcas);
const resultados = rotas.map((rota) => {
  const arquivos = arquivosDaRota(rota, grafoDe('shell'), rota.remoto ? grafoDe(rota.remoto) : undefined);
  const achadas = marcasNosArquivos(arquivos, textoDoArquivo, marcas);
  const doServiceWorker = [
    ...marcasNosArquivos(arquivos, textoDoArquivo, serviceWorker.marcas),
    ...arquivos
      .filter(({ app }) => app === 'shell')
      .flatMap((arquivo) =>
        modulosDoServiceWorker(
          fontesDoArquivo(arquivo),
          serviceWorker.pastas,
          serviceWorker.modulosDaPartida,
        ).map((modulo) => `${arquivo.app}/${arquivo.arquivo}: ${modulo}`),
      ),
  ];
  return verificarRota(rota, arquivos, gzipDoArquivo, achadas, doServiceWorker);
});
console.log(
  'JavaScript da primeira carga calculado dos builds (gzip nível 9; orçamentos em bench/orcamento-js.json):\n',
);
console.log(formatarResultados(resultados));
console.log(
  `\nMarcas da área da equipe (${areaRestrita.remoto}) procuradas em cada arquivo: ${marcas.join('  ')}`,
);
console.log(`Marcas do service worker, que nenhuma primeira carga leva: ${serviceWorker.marcas.join('  ')}`);
// The markers are copies of the messages' names: one renamed in the shell and not here would never be found, and the
// check would pass for nothing. The shell's build has every one of them (the service worker and the chunks that talk
// to it), as the minifier writes them.
const doShell = readdirSync(path.join(RAIZ, 'shell', 'dist'))
  .filter((arquivo) => arquivo.endsWith('.js'))
  .map((arquivo) => textoDoArquivo({ app: 'shell', arquivo }))
  .join('\n');
const marcasVelhas = serviceWorker.marcas.filter((marca) => !doShell.includes(marca));
if (marcasVelhas.length > 0) {
  console.error(
    `\n✖ marcas do service worker que o build do shell não tem (um nome mudou em mensagens-do-service-worker.ts?): ${marcasVelhas.join('  ')}`,
  );
  process.exit(1);
}
const estouros = resultados.filter((r) => !r.passou);
for (const estouro of estouros) {
  if (estouro.gzip > estouro.rota.orcamentoKiB * KIB) console.error(`\n${detalharEstouro(estouro)}`);
  if (estouro.marcas.length > 0) console.error(`\n${detalharMarcas(estouro.rota.rota, estouro.marcas)}`);
  if (estouro.marcasDoServiceWorker.length > 0)
    console.error(`\n${detalharMarcasDoServiceWorker(estouro.rota.rota, estouro.marcasDoServiceWorker)}`);
}
process.exit(estouros.length === 0 ? 0 : 1);
