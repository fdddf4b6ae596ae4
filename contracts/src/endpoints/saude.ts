import { endpoint } from './definir.js';

/** Liveness and readiness of the API, and the shell's page views. */
export const saude = {
  health: endpoint('GET', '/v1/health'),
  ready: endpoint('GET', '/v1/ready'),
  pageview: endpoint('POST', '/v1/analytics/pageview'),
} as const;

/** The local mailbox (only with DEV_MAILBOX=1, only from loopback). */
export const dev = {
  mensagens: endpoint('GET', '/v1/dev/mensagens'),
} as const;
