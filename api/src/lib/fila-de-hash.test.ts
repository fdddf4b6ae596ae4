import { FilaDeHash } from './fila-de-hash.js';

/** A hash the test finishes by hand, to see which ones have been handed to the pool at a given moment. */
function hashControlado() {
  let terminar!: () => void;
  const fim = new Promise<void>((resolve) => (terminar = resolve));
  let comecou = false;
  return {
    calcular: async () => {
      comecou = true;
      await fim;
      return 'hash';
    },
    terminar,
    comecou: () => comecou,
  };
}

const umaVoltaDoLaco = () => new Promise((resolve) => setImmediate(resolve));

describe('FilaDeHash', () => {
  it('não entrega ao pool mais hashes do que o limite: os outros esperam a vez, na ordem de chegada', async () => {
    const fila = new FilaDeHash(64, 2);
    const hashes = [hashControlado(), hashControlado(), hashControlado(), hashControlado()];
    const pedidos = hashes.map((h) => fila.executar(h.calcular));
    await umaVoltaDoLaco();
    expect(hashes.map((h) => h.comecou())).toEqual([true, true, false, false]);

    hashes[1]!.terminar();
    await umaVoltaDoLaco();
    expect(hashes.map((h) => h.comecou())).toEqual([true, true, true, false]);

    for (const h of hashes) h.terminar();
    await expect(Promise.all(pedidos)).resolves.toEqual(['hash', 'hash', 'hash', 'hash']);
  });

  it('um hash que falha libera a vez do próximo', async () => {
    const fila = new FilaDeHash(64, 1);
    const falha = fila.executar(() => Promise.reject(new Error('argon2')));
    const seguinte = hashControlado();
    const pedido = fila.executar(seguinte.calcular);
    await expect(falha).rejects.toThrow('argon2');
    await umaVoltaDoLaco();
    expect(seguinte.comecou()).toBe(true);
    seguinte.terminar();
    await expect(pedido).resolves.toBe('hash');
  });

  it('os que esperam a vez contam para o limite da fila: passado dele, 503 na hora', async () => {
    const fila = new FilaDeHash(2, 1);
    const [primeiro, segundo] = [hashControlado(), hashControlado()];
    const pedidos = [fila.executar(primeiro.calcular), fila.executar(segundo.calcular)];
    await umaVoltaDoLaco();
    expect(segundo.comecou()).toBe(false);
    await expect(fila.executar(async () => 'hash')).rejects.toMatchObject({ statusCode: 503 });
    primeiro.terminar();
    segundo.terminar();
    await Promise.all(pedidos);
  });

  it('um limite inválido (0, negativo, NaN) vale 1: os hashes ainda andam, um de cada vez', async () => {
    for (const limite of [0, -1, Number.NaN]) {
      const fila = new FilaDeHash(64, limite);
      const [primeiro, segundo] = [hashControlado(), hashControlado()];
      const pedidos = [fila.executar(primeiro.calcular), fila.executar(segundo.calcular)];
      await umaVoltaDoLaco();
      expect([primeiro.comecou(), segundo.comecou()]).toEqual([true, false]);
      primeiro.terminar();
      segundo.terminar();
      await expect(Promise.all(pedidos)).resolves.toEqual(['hash', 'hash']);
    }
  });
});
