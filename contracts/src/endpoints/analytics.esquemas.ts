import { pageviewSchema } from '../schemas/catalogo.js';
import { analytics } from './analytics.js';
import { definicoes, type EsquemasDe } from './esquema.js';

export const esquemasAnalytics = {
  pageview: { body: pageviewSchema },
} satisfies EsquemasDe<typeof analytics>;

export const definicoesAnalytics = definicoes(analytics, esquemasAnalytics);
