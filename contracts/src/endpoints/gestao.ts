import { endpoint } from './definir.js';

/**
 * The operations area (issue 15, decision 1500): staff see the classes in their scope, open and close enrolment,
 * change seats, and read each class's enrolments (list, CSV) and history. Who may do what is decision 1500.
 */
export const gestao = {
  turmas: endpoint('GET', '/v1/gestao/turmas'),
  filtrosDasTurmas: endpoint('GET', '/v1/gestao/turmas/filtros'),
  turma: endpoint('GET', '/v1/gestao/turmas/:id'),
  abrirOuFecharInscricoes: endpoint('PUT', '/v1/gestao/turmas/:id/inscricoes'),
  mudarVagas: endpoint('PUT', '/v1/gestao/turmas/:id/vagas'),
  inscricoesDaTurma: endpoint('GET', '/v1/gestao/turmas/:id/inscricoes'),
  inscricoesDaTurmaCsv: endpoint('GET', '/v1/gestao/turmas/:id/inscricoes.csv'),
  historicoDaTurma: endpoint('GET', '/v1/gestao/turmas/:id/historico'),
} as const;

/**
 * Who is on the staff (issue 29 §1, decision 0210): an Administrador lists the staff, grants a role with its scope,
 * adds or removes a scope, and removes the role; every change is audited, and a removed role ends the person's
 * sessions at once. Only an Administrador (as the database says at each request) may call these.
 */
export const equipe = {
  membros: endpoint('GET', '/v1/gestao/equipe'),
  alvos: endpoint('GET', '/v1/gestao/equipe/alvos'),
  concederPapel: endpoint('POST', '/v1/gestao/equipe'),
  removerPapel: endpoint('DELETE', '/v1/gestao/equipe/:id'),
  incluirEscopo: endpoint('POST', '/v1/gestao/equipe/:id/escopos'),
  removerEscopo: endpoint('DELETE', '/v1/gestao/equipe/:id/escopos/:idEscopo'),
} as const;
