import { dataEmBrasilia } from '../lib/dia-em-brasilia.js';
import { prazoDaConvocacao } from './prazo-da-convocacao.js';

// 2026-11-23 is a Monday.
const em = (iso: string) => new Date(iso);

describe('prazo da convocação em dias úteis, até 23:59:59 de Brasília', () => {
  it('segunda-feira + 3 dias úteis = quinta-feira 23:59:59 (-03:00)', () => {
    expect(prazoDaConvocacao(em('2026-11-23T13:00:00-03:00'), 3).toISOString()).toBe(
      '2026-11-27T02:59:59.000Z',
    );
  });

  it('sexta-feira + 3 dias úteis pula o fim de semana: quarta-feira', () => {
    expect(prazoDaConvocacao(em('2026-11-27T09:00:00-03:00'), 3).toISOString()).toBe(
      '2026-12-03T02:59:59.000Z',
    );
  });

  it('sábado e domingo contam a partir de segunda', () => {
    expect(prazoDaConvocacao(em('2026-11-28T10:00:00-03:00'), 1).toISOString()).toBe(
      '2026-12-01T02:59:59.000Z',
    );
    expect(prazoDaConvocacao(em('2026-11-29T10:00:00-03:00'), 1).toISOString()).toBe(
      '2026-12-01T02:59:59.000Z',
    );
  });

  it('o dia é o de Brasília: 23h30 de sexta em Brasília já é sábado em UTC, e ainda conta como sexta', () => {
    expect(prazoDaConvocacao(em('2026-11-27T23:30:00-03:00'), 1).toISOString()).toBe(
      '2026-12-01T02:59:59.000Z',
    );
  });

  it('atravessa o mês e o ano', () => {
    expect(prazoDaConvocacao(em('2026-12-30T12:00:00-03:00'), 3).toISOString()).toBe(
      '2027-01-05T02:59:59.000Z',
    );
  });

  it('30 dias úteis são 6 semanas', () => {
    expect(prazoDaConvocacao(em('2026-11-23T12:00:00-03:00'), 30).toISOString()).toBe(
      '2027-01-05T02:59:59.000Z',
    );
  });

  it('recusa menos de um dia útil', () => {
    expect(() => prazoDaConvocacao(new Date(), 0)).toThrow(RangeError);
  });

  it('mostra a data do prazo como em Brasília (dd/mm/aaaa)', () => {
    expect(dataEmBrasilia(em('2026-11-27T02:59:59Z'))).toBe('26/11/2026');
  });
});
