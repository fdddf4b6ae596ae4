import { candidato } from './candidato.js';
import { catalogo } from './catalogo.js';
import { conta } from './conta.js';
import { analytics } from './analytics.js';
import { convocacao } from './convocacao.js';
import { dev, relogioDeTeste } from './dev.js';
import type { Endpoint } from './definir.js';
import { equipe, gestao } from './gestao.js';
import { govbr } from './govbr.js';
import { inscricao } from './inscricao.js';
import { pagamento } from './pagamento.js';
import { questionarios } from './questionarios.js';
import { saude } from './saude.js';
import { sessao } from './sessao.js';

/** Every resource of the API by name: the route table the API must register, no more and no less. */
export const RECURSOS_DA_API = {
  saude,
  analytics,
  dev,
  sessao,
  govbr,
  conta,
  candidato,
  inscricao,
  questionarios,
  pagamento,
  catalogo,
  convocacao,
  relogioDeTeste,
  gestao,
  equipe,
};

export const TODOS_OS_ENDPOINTS: readonly Endpoint[] = Object.values(RECURSOS_DA_API).flatMap((r) =>
  Object.values(r),
);
