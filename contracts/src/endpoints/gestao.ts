import { endpoint } from './definir.js';

/**
 * The operations area (issue 15, decision 1500): staff see the classes in their scope, open and close enrolment,
 * change seats, and read each class's enrolments (list, CSV) and history. Who may do what is decision 1500.
 */
export const gestao = {
  turmas: endpoint('GET', '/v1/gestao/turmas'),
  turma: endpoint('GET', '/v1/gestao/turmas/:id'),
  abrirOuFecharInscricoes: endpoint('PUT', '/v1/gestao/turmas/:id/inscricoes'),
  mudarVagas: endpoint('PUT', '/v1/gestao/turmas/:id/vagas'),
  inscricoesDaTurma: endpoint('GET', '/v1/gestao/turmas/:id/inscricoes'),
  inscricoesDaTurmaCsv: endpoint('GET', '/v1/gestao/turmas/:id/inscricoes.csv'),
  historicoDaTurma: endpoint('GET', '/v1/gestao/turmas/:id/historico'),
} as const;
