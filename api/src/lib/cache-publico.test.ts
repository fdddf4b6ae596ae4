import { etagDe, MicroCache } from './cache-publico.js';

describe('etagDe', () => {
  const etag = etagDe('[{"id":1}]');

  it('dá o mesmo ETag forte ao mesmo corpo e outro a outro corpo', () => {
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(etagDe('[{"id":1}]')).toBe(etag);
    expect(etagDe('[{"id":2}]')).not.toBe(etag);
  });
});

describe('MicroCache', () => {
  it('guarda pelo tempo dado e depois esquece', () => {
    let agora = 1000;
    const cache = new MicroCache(500, 10, () => agora);
    cache.guardar('/v1/cursos', '[]', '"e"');
    expect(cache.obter('/v1/cursos')?.corpo).toBe('[]');
    agora = 1499;
    expect(cache.obter('/v1/cursos')).toBeDefined();
    agora = 1500;
    expect(cache.obter('/v1/cursos')).toBeUndefined();
  });

  it('não passa do máximo de entradas: a mais antiga sai', () => {
    const cache = new MicroCache(1000, 2);
    cache.guardar('a', '1', '"1"');
    cache.guardar('b', '2', '"2"');
    cache.guardar('c', '3', '"3"');
    expect(cache.obter('a')).toBeUndefined();
    expect(cache.obter('c')?.corpo).toBe('3');
  });
});
