import assert from 'node:assert/strict';
import { test } from 'node:test';
import { areaDe, resumirPerfil, resumirPerfis, type PerfilDaCpu } from './resumo.js';

const no = (id: number, functionName: string, url: string, children: number[] = []) => ({
  id,
  callFrame: { functionName, url, lineNumber: 0 },
  children,
});

test('areaDe separa validação, driver do banco, código da API e ocioso', () => {
  assert.equal(
    areaDe('file:///x/node_modules/.pnpm/zod@4/node_modules/zod/v4/core.js', 'parse'),
    'validação (zod)',
  );
  assert.equal(
    areaDe('file:///x/node_modules/.pnpm/pg-protocol@1/node_modules/pg-protocol/dist/parser.js', 'p'),
    'driver do PostgreSQL (pg, pg-protocol)',
  );
  assert.equal(
    areaDe('file:///w/api/src/inscricao/inscricoes.ts', 'criar'),
    'código da API (api/src ou api/dist)',
  );
  assert.equal(areaDe('file:///w/api/dist/server.js', 'criar'), 'código da API (api/src ou api/dist)');
  assert.equal(areaDe('', '(idle)'), 'ocioso');
  assert.equal(areaDe('', '(garbage collector)'), 'coleta de lixo');
});

test('resumirPerfil soma o tempo próprio pelas amostras e deixa o ocioso de fora', () => {
  const perfil: PerfilDaCpu = {
    nodes: [
      no(1, '(root)', '', [2, 3]),
      no(2, '(idle)', ''),
      no(3, 'parse', 'file:///n/node_modules/zod/a.js'),
    ],
    startTime: 0,
    endTime: 4000,
    samples: [2, 3, 3, 3],
    timeDeltas: [0, 1000, 1000, 1000],
  };
  const { ocupadoMs, areas } = resumirPerfil(perfil);
  assert.equal(ocupadoMs, 2);
  assert.deepEqual(areas[0], { nome: 'validação (zod)', ms: 2, fracao: 1 });
});

test('resumirPerfis soma os perfis de vários processos (primário e trabalhadores do cluster)', () => {
  const perfil = (url: string): PerfilDaCpu => ({
    nodes: [no(1, '(root)', '', [2]), no(2, 'f', url)],
    startTime: 0,
    endTime: 2000,
    samples: [2, 2],
    timeDeltas: [0, 1000, 1000],
  });
  const { ocupadoMs, areas } = resumirPerfis([perfil('file:///n/node_modules/zod/a.js'), perfil('node:net')]);
  assert.equal(ocupadoMs, 4);
  assert.deepEqual(
    areas.map((a) => [a.nome, a.fracao]),
    [
      ['validação (zod)', 0.5],
      ['Node (rede, timers, streams)', 0.5],
    ],
  );
});
