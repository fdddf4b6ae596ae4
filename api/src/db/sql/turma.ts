import { HOJE_EM_BRASILIA } from './instante.js';

/** A date column as contracts' dataIsoSchema ('aaaa-mm-dd'); the portal formats it for people (decision 0140). */
export const dataIso = (coluna: string) => `to_char(${coluna}, 'YYYY-MM-DD')`;

/** A class still taking enrolments (alias t). */
export const TURMA_ABERTA = `t.aberta AND t.inscricoes_ate >= ${HOJE_EM_BRASILIA}`;

/** Columns of a class as contracts' turmaSchema, shared by the catalogue and the enrolment queries (alias t). */
export const COLUNAS_TURMA = `t.id, t.id_ordem_servico AS "idOrdemServico", t.turno, t.horario,
  ${dataIso('t.data_inicio')} AS "dataInicio", ${dataIso('t.data_fim')} AS "dataFim",
  ${dataIso('t.inscricoes_ate')} AS "inscricoesAte", t.vagas, (t.vagas - t.vagas_ocupadas) AS "vagasDisponiveis",
  (${TURMA_ABERTA}) AS aberta`;

/** Columns of a course as contracts' cursoSchema (alias c). */
export const COLUNAS_CURSO = `c.id, c.nome, c.url_slug AS "urlSlug", c.descricao, c.carga_horaria AS "cargaHoraria",
  c.id_modalidade AS "idModalidade", c.id_arco AS "idArco", c.escolaridade_minima AS "escolaridadeMinima", c.formato`;

/** Classes in the order of the day (manhã, tarde, noite, integral), then by start date (alias t). */
export const ORDEM_DOS_TURNOS = `array_position(ARRAY['MANHA', 'TARDE', 'NOITE', 'INTEGRAL']::text[], t.turno), t.data_inicio, t.id`;
