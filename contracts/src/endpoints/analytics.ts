import { endpoint } from './definir.js';

/** The shell's page views. */
export const analytics = {
  pageview: endpoint('POST', '/v1/analytics/pageview'),
} as const;
