import { endpoint } from './definir.js';

/** Payment or benefit protocol records of a candidate. */
export const pagamento = {
  doUsuario: endpoint('GET', '/v1/pagamento/usuario/:userId'),
} as const;
