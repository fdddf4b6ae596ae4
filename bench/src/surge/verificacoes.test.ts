import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recusasClaras, semErros5xx, umaAtivaPorModalidade, vagasIguaisInscricoes } from './verificacoes.js';

test('vagas ocupadas devem igualar as inscrições ativas, sem passar das vagas', () => {
  assert.deepEqual(
    vagasIguaisInscricoes([{ id: 1, vagas: 10, vagasOcupadas: 10, inscricoesComVaga: 10 }]),
    [],
  );
  assert.equal(
    vagasIguaisInscricoes([{ id: 2, vagas: 10, vagasOcupadas: 9, inscricoesComVaga: 10 }]).length,
    1,
  );
  assert.equal(
    vagasIguaisInscricoes([{ id: 3, vagas: 10, vagasOcupadas: 11, inscricoesComVaga: 11 }]).length,
    1,
  );
});

test('uma inscrição ativa por candidato e modalidade, e uma para cada 201', () => {
  const linhas = [
    { idUsuario: 1, idModalidade: 1, ativas: 1 },
    { idUsuario: 2, idModalidade: 1, ativas: 2 },
  ];
  const falhas = umaAtivaPorModalidade(linhas, new Set([1, 3]), 1);
  assert.equal(falhas.length, 2);
  assert.match(falhas[0]!, /candidato 2: 2 inscrições/);
  assert.match(falhas[1]!, /candidato 3: recebeu 201/);
});

test('recusa clara: 409 com mensagem ou 503 com Retry-After; quem conseguiu não conta', () => {
  const t = (status: number, mensagem = true, retryAfter = false) => ({ status, mensagem, retryAfter });
  const tentativas = new Map([
    [1, [t(409), t(503, false, true)]],
    [2, [t(409, false)]],
    [3, [t(503)]],
    [4, [t(500), t(201)]],
    [5, [t(429)]],
  ]);
  assert.deepEqual(
    recusasClaras(tentativas).map((f) => f.split(':')[0]),
    ['candidato 2', 'candidato 3', 'candidato 5'],
  );
});

test('nenhum 5xx fora o 503 deliberado, e nenhuma requisição sem resposta', () => {
  assert.deepEqual(semErros5xx({ 200: 10, 409: 3, 503: 2 }, 2), []);
  assert.deepEqual(semErros5xx({ 500: 1 }, 0), ['1 respostas 500']);
  assert.deepEqual(semErros5xx({ 503: 3 }, 1), ['2 respostas 503 sem Retry-After']);
  assert.equal(semErros5xx({ '-1': 4 }, 0).length, 1);
});
