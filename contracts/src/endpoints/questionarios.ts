import { endpoint } from './definir.js';

/** Questionnaires and their answers, and the enrolment-period questionnaire (matrícula). */
export const questionarios = {
  buscar: endpoint('GET', '/v1/questionarios'),
  registrarRespostas: endpoint('POST', '/v1/questionarios/respostas'),
  respostas: endpoint('GET', '/v1/questionarios/respostas'),
  alterarRespostas: endpoint('PUT', '/v1/questionarios/respostas'),
  possuiDoPeriodo: endpoint('GET', '/v1/matricula/PossuiQuestionarioPeriodoInscricao'),
  registrarMatriculaExpresso: endpoint('POST', '/v1/matricula/QuestionarioMatriculaExpresso'),
} as const;
