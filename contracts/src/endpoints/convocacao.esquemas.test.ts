import { convocarPedidoSchema, moverRelogioSchema } from './convocacao.esquemas.js';
import { inscricaoSchema } from '../schemas/inscricao.js';

describe('pedido de convocação', () => {
  it('aceita as inscrições escolhidas ou "todos", com prazo de 1 a 30 dias úteis', () => {
    expect(convocarPedidoSchema.safeParse({ idsInscricao: [3, 1] }).success).toBe(true);
    expect(convocarPedidoSchema.safeParse({ todos: true, prazoDiasUteis: 30 }).success).toBe(true);
  });

  it.each([
    [{}],
    [{ idsInscricao: [1], todos: true }],
    [{ todos: false }],
    [{ idsInscricao: [] }],
    [{ idsInscricao: [1, 1] }],
    [{ idsInscricao: Array.from({ length: 501 }, (_, i) => i + 1) }],
    [{ todos: true, prazoDiasUteis: 0 }],
    [{ todos: true, prazoDiasUteis: 31 }],
    [{ todos: true, extra: 1 }],
  ])('recusa o pedido inválido nº %#', (pedido) => {
    expect(convocarPedidoSchema.safeParse(pedido).success).toBe(false);
  });
});

describe('relógio de teste', () => {
  it('avança de 0 a 100000 minutos, ou zera', () => {
    expect(moverRelogioSchema.safeParse({ avancarMinutos: 100000 }).success).toBe(true);
    expect(moverRelogioSchema.safeParse({ zerar: true }).success).toBe(true);
    expect(moverRelogioSchema.safeParse({ avancarMinutos: -1 }).success).toBe(false);
    expect(moverRelogioSchema.safeParse({ avancarMinutos: 100001 }).success).toBe(false);
    expect(moverRelogioSchema.safeParse({ zerar: false }).success).toBe(false);
  });
});

describe('inscrição com prazo e posição', () => {
  it('um rascunho antigo, sem prazo nem posição, ainda é válido', () => {
    const campos = inscricaoSchema.shape;
    expect(campos.prazoConvocacao.safeParse(undefined).success).toBe(true);
    expect(campos.prazoConvocacao.safeParse('2026-11-26T02:59:59Z').success).toBe(true);
    expect(campos.posicaoNaEspera.safeParse(0).success).toBe(false);
  });
});
