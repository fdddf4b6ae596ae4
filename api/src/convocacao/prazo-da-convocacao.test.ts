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

  it('atravessa o mês e o ano (o 1º de janeiro não conta)', () => {
    expect(prazoDaConvocacao(em('2026-12-30T12:00:00-03:00'), 3).toISOString()).toBe(
      '2027-01-06T02:59:59.000Z',
    );
  });

  // Holidays counted as working days took them from the citizen: a call-up on the eve of Christmas with 1 working day
  // ended on Christmas itself, and 3 days around 30/12 were really 2.
  it('feriados e dias sem expediente não contam: Consciência Negra, Natal, carnaval, Sexta-feira Santa, 9 de julho', () => {
    const prazo = (iso: string, dias: number) => prazoDaConvocacao(em(iso), dias).toISOString();
    // Thu 19/11/2026 + 1: Fri 20/11 is a national holiday, so Monday 23/11.
    expect(prazo('2026-11-19T10:00:00-03:00', 1)).toBe('2026-11-24T02:59:59.000Z');
    // Thu 24/12/2026 + 1: Christmas is a Friday, so Monday 28/12.
    expect(prazo('2026-12-24T10:00:00-03:00', 1)).toBe('2026-12-29T02:59:59.000Z');
    // Fri 05/02/2027 + 1: carnival Monday and Tuesday (8 and 9/2), so Ash Wednesday 10/2.
    expect(prazo('2027-02-05T10:00:00-03:00', 1)).toBe('2027-02-11T02:59:59.000Z');
    // Thu 25/03/2027 + 1: Good Friday is 26/3 (Easter on 28/3), so Monday 29/3.
    expect(prazo('2027-03-25T10:00:00-03:00', 1)).toBe('2027-03-30T02:59:59.000Z');
    // Wed 26/05/2027 + 1: Corpus Christi is Thursday 27/5, so Friday 28/5.
    expect(prazo('2027-05-26T10:00:00-03:00', 1)).toBe('2027-05-29T02:59:59.000Z');
    // Thu 08/07/2027 + 1: 9 de julho, the state's holiday, is a Friday, so Monday 12/7.
    expect(prazo('2027-07-08T10:00:00-03:00', 1)).toBe('2027-07-13T02:59:59.000Z');
  });

  it('30 dias úteis são 6 semanas, mais os dois feriados no caminho (Natal e 1º de janeiro)', () => {
    expect(prazoDaConvocacao(em('2026-11-23T12:00:00-03:00'), 30).toISOString()).toBe(
      '2027-01-07T02:59:59.000Z',
    );
  });

  it('recusa menos de um dia útil', () => {
    expect(() => prazoDaConvocacao(new Date(), 0)).toThrow(RangeError);
  });

  it('mostra a data do prazo como em Brasília (dd/mm/aaaa)', () => {
    expect(dataEmBrasilia(em('2026-11-27T02:59:59Z'))).toBe('26/11/2026');
  });
});
