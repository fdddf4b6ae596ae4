import { requisitar } from '../src/testes/cliente.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';

let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto();
});
afterAll(() => ctx.fechar());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idDevolvido = async (enviado: string) =>
  (await requisitar(ctx.app, 'GET', '/v1/health', { headers: { 'x-request-id': enviado } })).headers[
    'x-request-id'
  ];

describe('X-Request-Id', () => {
  it.each(['3f1c2a9e-6b7d-4e21-9c3a-0d5e8f7a1b2c', 'gateway-01.req_42'])(
    'devolve um id bem formado do cliente (%s)',
    async (id) => {
      expect(await idDevolvido(id)).toBe(id);
    },
  );

  it.each([
    '<script>alert(1)</script>',
    'linha\tcom\ttab',
    'a'.repeat(65),
    '../../etc',
    'id com espaço',
    '%0d%0aSet-Cookie:x',
  ])('troca por um id novo o que não é um id (%s)', async (id) => {
    expect(await idDevolvido(id)).toMatch(UUID);
  });
});
