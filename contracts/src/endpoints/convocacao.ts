import { endpoint } from './definir.js';

/**
 * The enrolment cycle past 'Ativa' (decision 1500): staff call enrolments up with a deadline, and the candidate reads
 * the timeline of their own enrolment. Confirming is the spec's ConfirmarMatricula (endpoints/inscricao.ts).
 */
export const convocacao = {
  convocar: endpoint('POST', '/v1/gestao/turmas/:id/convocacoes'),
  linhaDoTempo: endpoint('GET', '/v1/inscricao/:id/linha-do-tempo'),
} as const;
