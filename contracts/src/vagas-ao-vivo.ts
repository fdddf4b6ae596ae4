import type { Turma, VagasDaTurma } from './schemas/inscricao.js';

/**
 * The class list with the live seats (decision 0174): the list may come from a cache minutes old, the seats from
 * GET /v1/ordens-servico/{id}/vagas. A class missing from the live answer keeps the list's values, so a front end
 * deployed before the API serves seats apart still works.
 */
export function comVagasAoVivo(turmas: readonly Turma[], vagas: readonly VagasDaTurma[]): Turma[] {
  const porTurma = new Map(vagas.map((v) => [v.idTurma, v]));
  return turmas.map((turma) => {
    const aoVivo = porTurma.get(turma.id);
    return aoVivo ? { ...turma, vagasDisponiveis: aoVivo.vagasDisponiveis, aberta: aoVivo.aberta } : turma;
  });
}
