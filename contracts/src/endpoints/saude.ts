import { endpoint } from './definir.js';

/** Liveness and readiness of the API. */
export const saude = {
  health: endpoint('GET', '/v1/health'),
  ready: endpoint('GET', '/v1/ready'),
} as const;
