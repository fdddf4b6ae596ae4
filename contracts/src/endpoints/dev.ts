import { endpoint } from './definir.js';

/** The local mailbox (only with DEV_MAILBOX=1, only from loopback). */
export const dev = {
  mensagens: endpoint('GET', '/v1/dev/mensagens'),
} as const;

/**
 * The test clock: moves the API's "now" for deadlines and expiry (decision 1500). Only with DEV_RELOGIO=1 outside
 * production, and only from loopback, like the local mailbox.
 */
export const relogioDeTeste = {
  ler: endpoint('GET', '/v1/dev/relogio'),
  mover: endpoint('POST', '/v1/dev/relogio'),
} as const;
