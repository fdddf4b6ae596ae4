import { endpoint } from './definir.js';

/**
 * The enrolment cycle past 'Ativa' (decision 1500): staff call enrolments up with a deadline, and the candidate reads
 * the timeline of their own enrolment. Confirming is the spec's ConfirmarMatricula (endpoints/inscricao.ts).
 */
export const convocacao = {
  convocar: endpoint('POST', '/v1/gestao/turmas/:id/convocacoes'),
  linhaDoTempo: endpoint('GET', '/v1/inscricao/:id/linha-do-tempo'),
} as const;

/**
 * The test clock: moves the API's "now" for deadlines and expiry (decision 1500). Only with DEV_RELOGIO=1 outside
 * production, and only from loopback, like the local mailbox.
 */
export const relogioDeTeste = {
  ler: endpoint('GET', '/v1/dev/relogio'),
  mover: endpoint('POST', '/v1/dev/relogio'),
} as const;
