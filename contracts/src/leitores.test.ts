import {
  FALHA,
  dataIso,
  instanteIso,
  inteiro,
  inteiroPositivo,
  lerOuFalhar,
  objeto,
  opcional,
} from './leitores.js';

describe('leitores sem zod recusam o que o esquema recusaria', () => {
  it('inteiro: só números inteiros', () => {
    expect(inteiro(3)).toBe(3);
    expect([inteiro('3'), inteiro(1.5)]).toEqual([FALHA, FALHA]);
  });

  it('inteiro positivo: nem zero, nem negativo, nem texto', () => {
    expect(inteiroPositivo(1)).toBe(1);
    expect([inteiroPositivo(0), inteiroPositivo(-2), inteiroPositivo('1'), inteiroPositivo(2.5)]).toEqual([
      FALHA,
      FALHA,
      FALHA,
      FALHA,
    ]);
  });

  it('data ISO: o dia inteiro, nada antes nem depois', () => {
    expect(dataIso('2026-11-28')).toBe('2026-11-28');
    expect([dataIso('x2026-11-28'), dataIso('2026-11-28T00'), dataIso(20261128)]).toEqual([
      FALHA,
      FALHA,
      FALHA,
    ]);
  });

  it('instante ISO: em UTC, com segundos, e só texto', () => {
    expect(instanteIso('2026-11-28T05:30:00.123Z')).toBe('2026-11-28T05:30:00.123Z');
    expect([instanteIso('2026-11-28T05:30Z'), instanteIso(Date.now())]).toEqual([FALHA, FALHA]);
  });

  it('objeto: um campo opcional ausente continua ausente', () => {
    const ler = objeto({ id: inteiro, nome: opcional(instanteIso) });
    expect(ler({ id: 1 })).toEqual({ id: 1 });
    expect(Object.keys(ler({ id: 1, extra: 2 }) as object)).toEqual(['id']);
  });

  it('lerOuFalhar: falha dizendo o que lia', () => {
    expect(lerOuFalhar(inteiro, 7, 'turma')).toBe(7);
    expect(() => lerOuFalhar(inteiro, 'x', 'turma')).toThrow('Resposta inesperada da API (turma).');
  });
});
