import { hashesEntreguesAoPool, tamanhoDoPoolDoLibuv } from '../lib/fila-de-hash.js';
import { dimensionarPoolDeThreads, lerConfig } from './env.js';

/**
 * argon2id runs on libuv's pool (decision 0178): a worker's pool is its share of the cores, so hashes never outnumber
 * the cores and the event loops and PostgreSQL keep theirs in a sign-in storm; FilaDeHash hands the pool one hash
 * more than its size, or, in a pool bigger than the share, only the share.
 */
const tamanho = (processos: number, nucleos: number, env: NodeJS.ProcessEnv = {}) => {
  dimensionarPoolDeThreads(processos, env, nucleos);
  return env.UV_THREADPOOL_SIZE;
};

describe('pool de threads do libuv', () => {
  it('um processo por núcleo: uma thread cada, tantos hashes ao mesmo tempo quanto núcleos', () => {
    expect(tamanho(2, 2)).toBe('1');
    expect(tamanho(8, 8)).toBe('1');
  });

  it('menos processos que núcleos: cada um fica com a sua parte dos núcleos, arredondada para cima', () => {
    expect(tamanho(1, 2)).toBe('2');
    expect(tamanho(3, 8)).toBe('3');
  });

  it('UV_THREADPOOL_SIZE do ambiente prevalece', () => {
    expect(tamanho(2, 2, { UV_THREADPOOL_SIZE: '6' })).toBe('6');
  });

  it('lê UV_THREADPOOL_SIZE como o libuv: 4 sem a variável, ao menos 1, no máximo 1024', () => {
    expect([undefined, '1', '3', '0', 'abc', '2000', '-1'].map(tamanhoDoPoolDoLibuv)).toEqual([
      4, 1, 3, 1, 1, 1024, 1024,
    ]);
    expect(lerConfig({ UV_THREADPOOL_SIZE: '2' }).poolDoLibuv).toBe(2);
  });
});

describe('hashes entregues ao pool', () => {
  it('pool do tamanho da parte dos núcleos (worker do cluster): um a mais, para a thread não esperar o laço', () => {
    expect(hashesEntreguesAoPool(1, 1)).toBe(2);
    expect(hashesEntreguesAoPool(2, 2)).toBe(3);
  });

  it('pool maior que a parte (um processo sozinho, com os 4 do libuv): só a parte, nunca mais hashes que núcleos', () => {
    expect(hashesEntreguesAoPool(4, 2)).toBe(2);
    expect(hashesEntreguesAoPool(4, 1)).toBe(1);
  });

  it('pool menor que a parte: todas as threads calculam, e uma espera a vez no pool', () => {
    expect(hashesEntreguesAoPool(4, 8)).toBe(5);
  });

  it('API_HASHES_NO_POOL manda; 0 ou inválido deixa a conta para a FilaDeHash', () => {
    expect(lerConfig({ API_HASHES_NO_POOL: '3' }).hashesNoPool).toBe(3);
    expect(lerConfig({ API_HASHES_NO_POOL: '0.5' }).hashesNoPool).toBe(0);
    expect(lerConfig({ API_HASHES_NO_POOL: '-2' }).hashesNoPool).toBe(0);
    expect(lerConfig({}).hashesNoPool).toBe(0);
  });
});
