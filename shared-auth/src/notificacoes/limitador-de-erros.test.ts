import { assinarNotificacoes } from './barramento';
import { notificar, reportarErro, tratarErrosNaoCapturados } from './notificar';
import type { Notificacao } from './tipos';

/** A promise nobody caught, as the browser reports it (jsdom has no PromiseRejectionEvent constructor). */
function rejeicaoNaoTratada(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
}

let recebidas: Notificacao[] = [];
let cancelar: () => void = () => undefined;
let agora = 5_000_000;
beforeEach(() => {
  agora += 10_000; // a fresh window for every test
  jest.spyOn(Date, 'now').mockImplementation(() => agora);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  recebidas = [];
  cancelar = assinarNotificacoes((n) => recebidas.push(n));
});
afterEach(() => {
  cancelar();
  jest.restoreAllMocks();
});

it('uma rajada vinda de vários pontos (toast, alerta, reportarErro, promessa sem catch) é limitada junta: 10 em 100 ms', () => {
  tratarErrosNaoCapturados();
  for (let i = 0; i < 4; i++) notificar.toastErro(new Error(`toast ${i}`));
  for (let i = 0; i < 4; i++) notificar.alertaErro(new Error(`alerta ${i}`));
  for (let i = 0; i < 4; i++) reportarErro(new Error(`reportado ${i}`));
  for (let i = 0; i < 3; i++) window.dispatchEvent(rejeicaoNaoTratada(new Error(`sem catch ${i}`)));
  expect(recebidas).toHaveLength(10);
});

it('uma promessa sem catch chega ao usuário como erro, uma vez só mesmo instalando o tratador de novo', () => {
  tratarErrosNaoCapturados();
  tratarErrosNaoCapturados();
  const evento = rejeicaoNaoTratada(new Error('falhou'));
  window.dispatchEvent(evento);
  expect(recebidas).toEqual([expect.objectContaining({ tipo: 'toast', cor: 'danger' })]);
  expect(evento.defaultPrevented).toBe(true);
});

it('dois remotos com cópias separadas do módulo dividem o mesmo limite', () => {
  let reportarDoOutro!: typeof reportarErro;
  jest.isolateModules(() => {
    // A second copy, as a remote would get if it did not share the singleton.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    reportarDoOutro = (require('./notificar') as typeof import('./notificar')).reportarErro;
  });
  const deste = Array.from({ length: 6 }, () => reportarErro(new Error('a')));
  const doOutro = Array.from({ length: 6 }, () => reportarDoOutro(new Error('b')));
  expect([...deste, ...doOutro].filter(Boolean)).toHaveLength(10);
  expect(doOutro.slice(4)).toEqual([false, false]);
});

it('passados 100 ms, os erros voltam a aparecer', () => {
  for (let i = 0; i < 12; i++) notificar.toastErro(new Error('x'));
  agora += 100;
  notificar.toastErro(new Error('depois'));
  expect(recebidas).toHaveLength(11);
});
