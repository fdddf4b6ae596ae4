import type { Fila } from '../src/lib/fila/fila.js';
import { FilaEmProcesso } from '../src/lib/fila/fila-em-processo.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { esperarAte } from '../src/testes/esperar.js';

/**
 * A job queued for later (`depoisDeSegundos`: an e-mail a dead process left reserved, sent when the reservation ends)
 * runs neither before its time nor long after it, on the database's queue and on the in-process one alike.
 */
let ctx: Contexto;
let emProcesso: FilaEmProcesso;
beforeAll(async () => {
  ctx = await criarContexto();
  emProcesso = new FilaEmProcesso(ctx.app.log);
});
afterAll(async () => {
  await emProcesso.parar();
  await ctx.fechar();
});

it.each([
  ['a do banco', () => ctx.app.fila],
  ['a em processo', () => emProcesso],
])(
  '%s roda a tarefa pedida para daqui a 3 s depois de 3 s, e não antes',
  async (_, fila: () => Fila) => {
    const feitas: number[] = [];
    const nome = `adiada-${fila().tipo}`;
    await fila().definir(nome, { tentativas: 1, esperaSegundos: 1 }, async () => {
      feitas.push(Date.now());
    });
    const inicio = Date.now();
    await fila().enviar(nome, {}, 'uma', { depoisDeSegundos: 3 });

    await esperarAte(() => feitas.length === 1, 20_000);
    expect(feitas[0]! - inicio).toBeGreaterThanOrEqual(2_900);
    // pg-boss polls every 2 s: well under the sweep's minutes.
    expect(feitas[0]! - inicio).toBeLessThan(8_000);
  },
  30_000,
);
