import { fingirRede, restaurarRede, type ChamadaFeita, type RotasFalsas } from '@portal/shared-auth/testes';

/** A canned answer at the network edge. */
export interface Resposta {
  status: number;
  data?: unknown;
}

export type Pedido = ChamadaFeita;

/**
 * Puts canned answers under the portal's real http client, keyed 'GET /v1/...'. A call nobody expected answers
 * 599, so a test can never pass by accident on a request it did not mean to make. Returns the requests seen.
 */
export function redeFalsa(respostas: RotasFalsas): Pedido[] {
  return fingirRede(respostas, { semRota: { status: 599 } });
}

export const redeReal = restaurarRede;
