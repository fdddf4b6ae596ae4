import { instanteIso } from '../db/sql/instante.js';
import { comDadosCadastrais, nomeDeUso, nomeSocial } from '../db/sql/nome.js';
import { dataIso } from '../db/sql/turma.js';

// The statements of the operations area (decision 1500), read by RepositorioDeGestao.

/** The caller's scope over class t (alias os = its service order, c = its course); $1 = user id, $2 = sees all. */
export const NO_ESCOPO = `($2::boolean OR EXISTS (
    SELECT 1 FROM escopo_gestao e
     WHERE e.id_usuario = $1::integer
       AND (e.id_unidade = os.id_unidade OR e.id_programa = c.id_modalidade OR e.id_turma = t.id)))`;

export const DA_TURMA = `FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso
  JOIN programa p ON p.id = c.id_modalidade JOIN unidade un ON un.id = os.id_unidade
  JOIN municipio m ON m.id = un.id_municipio`;

/** Columns of contracts' turmaDaGestaoSchema; the counts are of the enrolments whose main class is t. */
export const COLUNAS = `t.id, c.nome AS curso, p.nome AS programa, p.id AS "idPrograma", un.nome AS unidade,
  un.id AS "idUnidade", m.nome AS municipio, t.turno, ${dataIso('t.data_inicio')} AS "dataInicio", t.vagas,
  n.inscritos, n.convocados, n.matriculados, n.em_espera AS "emEspera", t.aberta AS "inscricoesAbertas"`;

export const CONTAGENS = `CROSS JOIN LATERAL (
  SELECT count(*) FILTER (WHERE i.id_status_inscricao = 1)::integer AS inscritos,
         count(*) FILTER (WHERE i.id_status_inscricao = 3)::integer AS convocados,
         count(*) FILTER (WHERE i.id_status_inscricao = 4)::integer AS matriculados,
         count(*) FILTER (WHERE i.id_status_inscricao = 6)::integer AS em_espera
    FROM inscricao i WHERE i.id_turma_principal = t.id) n`;

/** Filters of the class list: $1, $2 scope; $3 programme; $4 unit; $5 show the classes reserved for tests. */
export const FILTRO_TURMAS = `WHERE ${NO_ESCOPO}
  AND ($3::integer IS NULL OR c.id_modalidade = $3) AND ($4::integer IS NULL OR os.id_unidade = $4)
  AND ($5::boolean OR NOT t.reservada_para_testes)`;

/**
 * The class's enrolments, with the place in the waiting list (status 6, in enrolment order) and the deadline of an
 * open call-up (status 3). The name is the one the person uses; the civil name comes apart, only when it differs
 * (decision 1550: the service decides who receives it). $1 class, $2 status.
 */
export const SQL_INSCRICOES = `SELECT i.id AS "idInscricao", coalesce(ns.social, u.nome) AS nome,
    CASE WHEN ns.social <> u.nome THEN u.nome END AS "nomeCivil", u.cpf, i.id_status_inscricao AS status,
    ${instanteIso('i.data_inscricao')} AS "dataInscricao",
    CASE WHEN i.id_status_inscricao = 6 THEN (row_number() OVER (
      PARTITION BY i.id_status_inscricao = 6 ORDER BY i.data_inscricao, i.id))::integer END AS "posicaoNaEspera",
    ${instanteIso('cv.prazo')} AS "prazoConvocacao"
  FROM inscricao i JOIN usuario u ON u.id = i.id_usuario ${comDadosCadastrais('u', 'dc')}
  CROSS JOIN LATERAL (SELECT ${nomeSocial('u', 'dc')} AS social) ns
  LEFT JOIN convocacao cv ON cv.id = i.id_convocacao AND i.id_status_inscricao = 3
 WHERE i.id_turma_principal = $1 AND ($2::integer IS NULL OR i.id_status_inscricao = $2)`;

/** Who made a change (alias autor, LEFT JOINed with DO_AUTOR): the name they use, or 'sistema'. */
const AUTOR = `coalesce(${nomeSocial('autor', 'dca')}, autor.nome, 'sistema')`;
const DO_AUTOR = (id: string) =>
  `LEFT JOIN usuario autor ON autor.id = ${id} ${comDadosCadastrais('autor', 'dca')}`;

/** The class's history: its enrolments' status changes and its own changes (seats, open/closed); $1 class. */
export const SQL_HISTORICO = `SELECT a.em, a.id, 1 AS tipo, a.id_inscricao AS "idInscricao",
           ${nomeDeUso('u', 'dc')} AS nome, a.status_anterior AS de, a.status_novo AS para, ${AUTOR} AS autor, a.motivo
      FROM inscricao_auditoria a JOIN inscricao i ON i.id = a.id_inscricao JOIN usuario u ON u.id = i.id_usuario
      ${comDadosCadastrais('u', 'dc')} ${DO_AUTOR('a.id_autor')}
     WHERE a.id_turma = $1
    UNION ALL
    SELECT ta.em, ta.id, 0, NULL, NULL, NULL, NULL, ${AUTOR}, ta.motivo
      FROM turma_auditoria ta ${DO_AUTOR('ta.id_autor')}
     WHERE ta.id_turma = $1`;
