import { z } from 'zod';
import { mensagemDevSchema } from '../api.js';
import { moverRelogioSchema, relogioSchema } from './convocacao.esquemas.js';
import { dev, relogioDeTeste } from './dev.js';
import { definicoes, type EsquemasDe } from './esquema.js';

export const esquemasDev = {
  mensagens: { response: { 200: z.array(mensagemDevSchema) } },
} satisfies EsquemasDe<typeof dev>;

export const esquemasRelogioDeTeste = {
  ler: { response: { 200: relogioSchema } },
  mover: { body: moverRelogioSchema, response: { 200: relogioSchema } },
} satisfies EsquemasDe<typeof relogioDeTeste>;

export const definicoesDev = definicoes(dev, esquemasDev);
export const definicoesRelogioDeTeste = definicoes(relogioDeTeste, esquemasRelogioDeTeste);
