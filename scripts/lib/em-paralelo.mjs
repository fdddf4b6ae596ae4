/**
 * Commands that do not depend on each other, run at the same time (decision 1590): on two cores, ESLint, Prettier
 * and tsc side by side take about as long as the slowest of them. Each command's output is held and printed whole
 * when it ends, so two reports never interleave.
 */
import { spawn } from 'node:child_process';

/** Runs one command with its output captured; resolves with its exit code (1 if it could not start) and output. */
function rodarCapturando({ rotulo, comando, cwd, env, escrever }) {
  const [programa, ...argumentos] = comando;
  return new Promise((resolve) => {
    const saida = [];
    const inicio = Date.now();
    const filho = spawn(programa, argumentos, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    filho.stdout.on('data', (parte) => saida.push(parte));
    filho.stderr.on('data', (parte) => saida.push(parte));
    let terminou = false;
    // A program that cannot start emits both 'error' and 'close': report it once.
    const terminar = (codigo) => {
      if (terminou) return;
      terminou = true;
      const segundos = ((Date.now() - inicio) / 1000).toFixed(0);
      const texto = Buffer.concat(saida).toString();
      escrever(`\n── ${rotulo} (${segundos} s, código ${codigo}) ──\n${texto}`);
      resolve({ rotulo, codigo, texto });
    };
    filho.on('error', (erro) => {
      saida.push(Buffer.from(`${erro.message}\n`));
      terminar(1);
    });
    filho.on('close', (codigo) => terminar(codigo ?? 1));
  });
}

const escreverNaSaida = (texto) => process.stdout.write(texto);

/** How much of a failed command's output the section's closing lines repeat: what fits in the tail CI keeps. */
const LINHAS_DO_FIM = 40;

/**
 * The section's last words when something failed: which commands, and the end of each one's output. CI keeps only the
 * tail of a run, and a command that failed early was buried under the report of whoever ended last (the e2e suite).
 */
function relatarFalhas(resultados, escrever) {
  const falhas = resultados.filter(({ codigo }) => codigo !== 0);
  if (!falhas.length) return;
  const partes = falhas.map(({ rotulo, codigo, texto }) => {
    const fim = texto.replace(/\n$/, '').split('\n').slice(-LINHAS_DO_FIM).join('\n');
    return `── ${rotulo} (código ${codigo}), o fim da saída ──\n${fim}\n`;
  });
  escrever(`\n══ Falharam nesta seção: ${falhas.map((f) => f.rotulo).join(', ')} ══\n${partes.join('')}`);
}

/**
 * Every command at once (an item `{ emSequencia: [comandos] }` is a lane of its own, run in order); 0 only if every
 * one of them exited 0. `escrever` receives each command's whole report (its
 * tests pass their own: under `node --test` the file's stdout is the runner's channel, and raw writes corrupted it).
 */
export async function rodarEmParalelo(comandos, { cwd, env = process.env, escrever = escreverNaSaida } = {}) {
  // A command's own `env` adds to the section's (the API's DATABASE_URL must not reach a portal started beside it).
  const rodarUm = (c) => rodarCapturando({ ...c, cwd, env: { ...env, ...c.env }, escrever });
  const resultados = (
    await Promise.all(
      comandos.map((c) => (c.emSequencia ? rodarEmSequencia(c.emSequencia, rodarUm) : rodarUm(c))),
    )
  ).flat();
  relatarFalhas(resultados, escrever);
  return resultados.every(({ codigo }) => codigo === 0) ? 0 : 1;
}

/**
 * A lane of commands one after the other, beside the section's other commands (decision 1594): the lane stops at its
 * first failure, and the commands after it count as not run.
 */
async function rodarEmSequencia(comandos, rodarUm) {
  const resultados = [];
  for (const comando of comandos) {
    const resultado = await rodarUm(comando);
    resultados.push(resultado);
    if (resultado.codigo !== 0) break;
  }
  return resultados;
}
