import {
  avaliarConferir,
  avaliarDetalhes,
  avaliarOutroFluxo,
  avaliarPassoDoFluxo,
  avaliarModalidades,
  avaliarSoLogin,
} from '../comum/guardas/avaliar-fluxo';
import { avaliarHistorico } from '../comum/guardas/avaliar-historico';
import type { Passo } from '../comum/guardas/decisoes-fluxo';
import type { ModoFluxo } from '../config/caminhos';

/** The checks of this remote's guarded routes (the guarded route itself is @portal/remoto's RotaGuardada). */
export const guardaPasso = (passo: Passo, modo: ModoFluxo) => (url: string) =>
  avaliarPassoDoFluxo(url, passo, modo);
export {
  avaliarConferir,
  avaliarDetalhes,
  avaliarHistorico,
  avaliarModalidades,
  avaliarOutroFluxo,
  avaliarSoLogin,
};
