import { Turno } from '../enums.js';
import { dataIso, inteiro, logico, texto, umDe } from '../leitores.js';

/** The fields of a class as `turmaSchema` has them: the catalogue's class list and an enrolment's class share them. */
export const camposDaTurma = {
  id: inteiro,
  idOrdemServico: inteiro,
  turno: umDe(Turno.Manha, Turno.Tarde, Turno.Noite, Turno.Integral),
  horario: texto,
  dataInicio: dataIso,
  dataFim: dataIso,
  inscricoesAte: dataIso,
  vagas: inteiro,
  vagasDisponiveis: inteiro,
  aberta: logico,
};
