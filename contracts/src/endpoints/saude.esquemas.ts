import { z } from 'zod';
import { saude } from './saude.js';
import { definicoes, type EsquemasDe } from './esquema.js';

export const esquemasSaude = {
  health: { response: { 200: z.object({ status: z.literal('ok') }) } },
  ready: {},
} satisfies EsquemasDe<typeof saude>;

export const definicoesSaude = definicoes(saude, esquemasSaude);
