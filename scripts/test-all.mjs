#!/usr/bin/env node
/**
 * `pnpm test:all`: every check CI runs, in order, stopping at the first failure (the sections are listed in
 * scripts/lib/secoes-do-teste.mjs).
 * Needs no terminal input (CI=true, stdin closed).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { RAIZ } from './lib/caminhos.mjs';
import { rodarEmParalelo } from './lib/em-paralelo.mjs';
import { SECOES } from './lib/secoes-do-teste.mjs';

function cabecalho(indice, titulo) {
  const linha = '═'.repeat(78);
  console.log(`\n${linha}\n  [${indice + 1}/${SECOES.length}] ${titulo}\n${linha}`);
}

function rodar({ comando, juntos, env = {} }) {
  if (juntos) return rodarEmParalelo(juntos, { cwd: RAIZ, env: { ...process.env, ...env } });
  const [programa, ...argumentos] = comando;
  const resultado = spawnSync(programa, argumentos, {
    cwd: RAIZ,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  return resultado.status ?? 1;
}

// `--a-partir-de 5` resumes a local run at section 5 after fixing what stopped it (CI always runs everything).
const { values: flags } = parseArgs({ options: { 'a-partir-de': { type: 'string', default: '1' } } });
const primeira = Math.max(1, Number(flags['a-partir-de']) || 1) - 1;

const resultados = [];
for (const [indice, secao] of SECOES.entries()) {
  if (indice < primeira) continue;
  cabecalho(indice, secao.titulo);
  const inicio = Date.now();
  let codigo;
  try {
    await secao.antes?.();
    codigo = await rodar(secao);
  } catch (erro) {
    console.error(`✖ ${erro.message}`);
    codigo = 1;
  }
  const segundos = ((Date.now() - inicio) / 1000).toFixed(0);
  resultados.push({ titulo: secao.titulo, ok: codigo === 0, segundos });
  console.log(`${codigo === 0 ? '✔' : '✖'} ${secao.titulo} (${segundos} s)`);
  if (codigo !== 0) break;
}

console.log('\nResumo:');
for (const { titulo, ok, segundos } of resultados)
  console.log(`  ${ok ? '✔' : '✖'} ${titulo} — ${segundos} s`);
const passaram = resultados.filter((r) => r.ok).length;
const falharam = resultados.length - passaram;
const naoRodaram = SECOES.length - primeira - resultados.length;
const puladas = primeira ? `, ${primeira} skipped (--a-partir-de)` : '';
console.log(`${passaram} passed, ${falharam} failed${naoRodaram ? `, ${naoRodaram} not run` : ''}${puladas}`);
process.exit(falharam === 0 ? 0 : 1);
