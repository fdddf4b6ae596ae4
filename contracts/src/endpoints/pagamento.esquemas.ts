import { z } from 'zod';
import { pagamentoSchema } from '../schemas/candidato.js';
import { idSchema } from '../schemas/common.js';
import { pagamento } from './pagamento.js';
import { definicoes, type EsquemasDe } from './esquema.js';

export const esquemasPagamento = {
  doUsuario: { params: z.object({ userId: idSchema }), response: { 200: z.array(pagamentoSchema) } },
} satisfies EsquemasDe<typeof pagamento>;

export const definicoesPagamento = definicoes(pagamento, esquemasPagamento);
