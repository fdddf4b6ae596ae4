import { entrarComo, restaurarRede } from '@portal/shared-auth/testes';
import { inscricao } from './fixtures';

/** A call-up that ends at 23:59:59 in Brasília on 26/11/2026; the pages are opened two and a half days before. */
export const PRAZO = '2026-11-27T02:59:59.000Z';
export const AGORA = new Date('2026-11-24T14:00:00.000Z');
export const CONFIRMAR = 'POST /v1/inscricao/ViaRapida/ConfirmarMatricula';
export const convocada = inscricao({ idStatusInscricao: 3, idConvocacao: 9001, prazoConvocacao: PRAZO });

/** Each test signed in, with the clock at AGORA (it still runs, a minute is a minute), and the real network after it. */
export function noDiaDaConvocacao(): void {
  beforeEach(() => {
    jest.useFakeTimers({ now: AGORA, advanceTimers: true });
    entrarComo();
  });
  afterEach(() => {
    jest.useRealTimers();
    restaurarRede();
  });
}
