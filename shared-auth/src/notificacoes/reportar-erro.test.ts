import { assinarNotificacoes } from './barramento';
import { reportarErro } from './notificar';
import type { Notificacao } from './tipos';

let recebidas: Notificacao[] = [];
beforeEach(() => {
  recebidas = [];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  assinarNotificacoes((n) => recebidas.push(n));
});

it('mais de 10 erros em 100 ms: os excedentes são descartados', () => {
  const t0 = 1_000_000;
  const mostrados = Array.from({ length: 15 }, (_, i) => reportarErro(new Error(`e${i}`), t0 + i * 5));
  expect(mostrados.filter(Boolean)).toHaveLength(10);
  expect(mostrados.slice(10)).toEqual([false, false, false, false, false]);
  expect(recebidas).toHaveLength(10);
});

it('passada a janela, volta a mostrar', () => {
  const t0 = 2_000_000;
  for (let i = 0; i < 12; i++) reportarErro(new Error('x'), t0);
  expect(reportarErro(new Error('depois'), t0 + 100)).toBe(true);
});

it('dez erros espaçados além da janela são todos mostrados', () => {
  const t0 = 3_000_000;
  const mostrados = Array.from({ length: 20 }, (_, i) => reportarErro(new Error('y'), t0 + i * 20));
  expect(mostrados.every(Boolean)).toBe(true);
});
