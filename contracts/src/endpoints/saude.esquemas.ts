import { z } from 'zod';
import { mensagemDevSchema } from '../api.js';
import { pageviewSchema } from '../schemas/catalogo.js';
import { dev, saude } from './saude.js';
import { definicoes, type EsquemasDe } from './esquema.js';

export const esquemasSaude = {
  health: { response: { 200: z.object({ status: z.literal('ok') }) } },
  ready: {},
  pageview: { body: pageviewSchema },
} satisfies EsquemasDe<typeof saude>;

export const esquemasDev = {
  mensagens: { response: { 200: z.array(mensagemDevSchema) } },
} satisfies EsquemasDe<typeof dev>;

export const definicoesSaude = definicoes(saude, esquemasSaude);
export const definicoesDev = definicoes(dev, esquemasDev);
