import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { rodarEmParalelo } from './em-paralelo.mjs';

const dormir = (segundos, codigo = 0) => [
  process.execPath,
  '-e',
  `setTimeout(() => process.exit(${codigo}), ${segundos * 1000})`,
];

/** Collects the reports instead of writing them to the runner's channel. */
function coletor() {
  const relatorios = [];
  return { relatorios, escrever: (texto) => relatorios.push(texto) };
}

describe('comandos em paralelo', () => {
  it('roda todos ao mesmo tempo: o total é o do mais lento (1,5 s), não a soma (4,5 s)', async () => {
    const saida = coletor();
    const inicio = Date.now();
    const codigo = await rodarEmParalelo(
      [
        { rotulo: 'a', comando: dormir(1.5) },
        { rotulo: 'b', comando: dormir(1.5) },
        { rotulo: 'c', comando: dormir(1.5) },
      ],
      saida,
    );
    assert.equal(codigo, 0);
    assert.ok(Date.now() - inicio < 3500, `levou ${Date.now() - inicio} ms`);
    assert.equal(saida.relatorios.length, 3);
  });

  it('falha se um só falhar, e espera os outros terminarem', async () => {
    const saida = coletor();
    const inicio = Date.now();
    const codigo = await rodarEmParalelo(
      [
        { rotulo: 'falha', comando: dormir(0.1, 3) },
        { rotulo: 'lento', comando: dormir(0.6) },
      ],
      saida,
    );
    assert.equal(codigo, 1);
    assert.ok(Date.now() - inicio >= 550);
  });

  it('um programa que não existe conta como falha uma só vez, sem derrubar o resto', async () => {
    const saida = coletor();
    const codigo = await rodarEmParalelo(
      [
        { rotulo: 'inexistente', comando: ['programa-que-nao-existe-em-lugar-algum'] },
        { rotulo: 'ok', comando: dormir(0.1) },
      ],
      saida,
    );
    assert.equal(codigo, 1);
    const daInexistente = saida.relatorios.filter((r) => /── inexistente \(\d+ s,/.test(r));
    assert.equal(daInexistente.length, 1);
    assert.match(daInexistente[0], /código 1\b/);
  });
  it('uma fila em sequência roda ao lado dos outros, um comando depois do outro, e para no primeiro que falha', async () => {
    const pasta = mkdtempSync(path.join(tmpdir(), 'em-sequencia-'));
    const marca = path.join(pasta, 'primeiro-terminou');
    const node = (codigo) => [process.execPath, '-e', codigo];
    // "ao lado" waits (up to 10 s) for the mark the lane's first command leaves: it passes only if the lane runs
    // beside it. "segundo" passes only if "primeiro" ended before it started, then fails, so "nunca" must not run.
    const esperarMarca = `const t=Date.now();(function v(){if(require('fs').existsSync(${JSON.stringify(marca)}))process.exit(0);if(Date.now()-t>10000)process.exit(1);setTimeout(v,50)})()`;
    const saida = coletor();
    const codigo = await rodarEmParalelo(
      [
        { rotulo: 'ao-lado', comando: node(esperarMarca) },
        {
          emSequencia: [
            {
              rotulo: 'primeiro',
              comando: node(`require('fs').writeFileSync(${JSON.stringify(marca)}, '')`),
            },
            {
              rotulo: 'segundo',
              comando: node(`process.exit(require('fs').existsSync(${JSON.stringify(marca)}) ? 2 : 1)`),
            },
            { rotulo: 'nunca', comando: dormir(0) },
          ],
        },
      ],
      saida,
    );
    rmSync(pasta, { recursive: true, force: true });
    assert.equal(codigo, 1);
    const relatorio = (rotulo) => saida.relatorios.find((r) => r.includes(`── ${rotulo} `));
    assert.match(relatorio('ao-lado'), /código 0\b/);
    assert.match(relatorio('segundo'), /código 2\b/);
    assert.equal(relatorio('nunca'), undefined);
    // The lane's failure is what the section ends with.
    assert.match(saida.relatorios.at(-1), /Falharam nesta seção: segundo ══/);
  });

  it('termina dizendo o que falhou, com o fim da sua saída, depois do relatório de quem terminou por último', async () => {
    // CI shows only the tail of a run: a failure reported first was buried under the e2e suite's long report.
    const saida = coletor();
    const node = (codigo) => [process.execPath, '-e', codigo];
    const codigo = await rodarEmParalelo(
      [
        {
          rotulo: 'cedo-e-falha',
          comando: node('for (let i = 0; i < 200; i++) console.log("linha " + i); process.exit(4)'),
        },
        { rotulo: 'tarde-e-passa', comando: node('setTimeout(() => console.log("x\\n".repeat(500)), 400)') },
      ],
      saida,
    );
    assert.equal(codigo, 1);
    const ultimo = saida.relatorios.at(-1);
    assert.match(ultimo, /cedo-e-falha \(código 4\)/);
    assert.doesNotMatch(ultimo, /tarde-e-passa/);
    assert.match(ultimo, /linha 199\n/);
    assert.doesNotMatch(ultimo, /linha 100\n/, 'só o fim da saída, não ela toda de novo');
  });

  it('quando todos passam, não repete nada no fim', async () => {
    const saida = coletor();
    await rodarEmParalelo([{ rotulo: 'a', comando: dormir(0) }], saida);
    assert.equal(saida.relatorios.length, 1);
  });

  it('cada comando recebe o ambiente da seção somado ao seu', async () => {
    const saida = coletor();
    const mostrar = [
      process.execPath,
      '-e',
      'console.log(`${process.env.secao}/${process.env.proprio ?? "-"}`)',
    ];
    const codigo = await rodarEmParalelo(
      [
        { rotulo: 'com', comando: mostrar, env: { proprio: 'sim' } },
        { rotulo: 'sem', comando: mostrar },
      ],
      { ...saida, env: { ...process.env, secao: 'x' } },
    );
    assert.equal(codigo, 0);
    assert.match(
      saida.relatorios.find((r) => r.includes('── com')),
      /x\/sim/,
    );
    assert.match(
      saida.relatorios.find((r) => r.includes('── sem')),
      /x\/-/,
    );
  });
});
