import { dimensionarPoolDeThreads, lerConfig } from './env.js';

/**
 * argon2id runs on libuv's pool (decision 0178): the pool is this process's share of the cores, so hashes never
 * outnumber the cores and the event loops and PostgreSQL keep theirs in a sign-in storm; one hash more than the pool
 * is handed to it at once, so other work on the pool waits behind one hash per thread at most.
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

  it('entrega ao pool um hash a mais do que o seu tamanho, salvo API_HASHES_NO_POOL', () => {
    expect(lerConfig({ UV_THREADPOOL_SIZE: '1' }).hashesNoPool).toBe(2);
    expect(lerConfig({}).hashesNoPool).toBe(5);
    expect(lerConfig({ UV_THREADPOOL_SIZE: '1', API_HASHES_NO_POOL: '3' }).hashesNoPool).toBe(3);
  });
});
