import { confirmeAte, tempoRestante } from './prazo';

// 23:59:59 in Brasília (UTC−3) on 26/11/2026: the end of the last working day of a call-up (decision 1500).
const PRAZO = '2026-11-27T02:59:59.000Z';
const antes = (ms: number) => new Date(Date.parse(PRAZO) - ms);
const MINUTO = 60_000;
const HORA = 60 * MINUTO;
const DIA = 24 * HORA;

describe('tempoRestante', () => {
  it.each([
    [2 * DIA + 5 * HORA, 'faltam 2 dias'],
    [3 * DIA, 'faltam 3 dias'],
    [DIA + 23 * HORA, 'falta 1 dia'],
    [DIA, 'falta 1 dia'],
    [23 * HORA + 59 * MINUTO, 'faltam 23 horas'],
    [2 * HORA, 'faltam 2 horas'],
    [HORA + 30 * MINUTO, 'falta 1 hora'],
    [HORA, 'falta 1 hora'],
    [59 * MINUTO, 'falta menos de 1 hora'],
    [1000, 'falta menos de 1 hora'],
    [0, 'prazo encerrado'],
    [-5 * MINUTO, 'prazo encerrado'],
  ])('%i ms antes do prazo: %s', (ms, esperado) => {
    expect(tempoRestante(PRAZO, antes(ms))).toBe(esperado);
  });

  it('says nothing for a value that is not an instant', () => {
    expect(tempoRestante('amanhã', new Date())).toBe('');
  });
});

describe('confirmeAte', () => {
  it('shows the deadline as the day it is in São Paulo, whatever the instant in UTC', () => {
    expect(confirmeAte(PRAZO)).toBe('Confirme até 26/11/2026');
  });
});
