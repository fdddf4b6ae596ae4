import { MicroCache } from './cache-publico.js';

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
