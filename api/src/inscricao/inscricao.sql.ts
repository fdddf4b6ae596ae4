import { instanteIso } from '../db/sql/instante.js';
import { COLUNAS_TURMA, TURMA_ABERTA } from '../db/sql/turma.js';

// The statements of an enrolment as the API shows it, read by RepositorioDeInscricoes.

// Named id_inscricao because the class columns below bring their own "id".
const COLUNAS_INSCRICAO = `i.id AS id_inscricao, i.id_turma_principal AS "idTurmaPrincipal", i.id_turma_opcao AS "idTurmaOpcao",
    i.id_usuario AS "idUsuario", i.id_status_inscricao AS "idStatusInscricao",
    i.aviso_cancelamento_visto AS "avisoCancelamentoVisto", i.aprovado, i.id_convocacao AS "idConvocacao",
    to_char(i.data_inscricao AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "dataInscricao",
    coalesce(i.formato_curso, c.formato) AS "formatoCurso",
    (SELECT ${instanteIso('cv.prazo')} FROM convocacao cv
      WHERE cv.id = i.id_convocacao AND i.id_status_inscricao = 3) AS "prazoConvocacao",
    CASE WHEN i.id_status_inscricao = 6 THEN
      (SELECT count(*)::int + 1 FROM inscricao e
        WHERE e.id_turma_principal = i.id_turma_principal AND e.id_status_inscricao = 6
          AND (e.data_inscricao, e.id) < (i.data_inscricao, i.id)) END AS "posicaoNaEspera",
    ${COLUNAS_TURMA},
    c.id AS curso_id, c.nome AS curso_nome, c.url_slug AS curso_slug, p.id AS modalidade_id, p.nome AS modalidade_nome,
    u.id AS unidade_id, u.nome AS unidade_nome, u.endereco AS unidade_endereco, m.id AS municipio_id, m.nome AS municipio_nome
`;

/** The enrolment (alias i) with its class (alias t) and what the class belongs to; the sources may be CTEs. */
const juntas = (inscricao: string, turma: string) => `FROM ${inscricao} i
  JOIN ${turma} t ON t.id = i.id_turma_principal
  JOIN ordem_servico os ON os.id = t.id_ordem_servico
  JOIN curso c ON c.id = os.id_curso
  JOIN programa p ON p.id = c.id_modalidade
  JOIN unidade u ON u.id = os.id_unidade
  JOIN municipio m ON m.id = u.id_municipio`;

export const SELECT_INSCRICAO = `SELECT ${COLUNAS_INSCRICAO} ${juntas('inscricao', 'turma')}`;

/**
 * The create's only write, in ONE statement (autocommit, decision 0171): take a seat with a conditional UPDATE, or,
 * when the open class is full, join its waiting list (status 6, decision 1500); insert the enrolment and its audit
 * row, and answer with the enrolment as the API shows it (the class columns come from the updated row, so the seats
 * left include this one). The CHECK on turma and the partial unique index on inscricao keep the invariants whatever
 * the concurrency; a seat freed while this waiting row is written is offered by the sweep (convocacao/convocacao.ts).
 */
export const SQL_CRIAR_COM_VAGA = `WITH vaga AS (
    UPDATE turma t SET vagas_ocupadas = vagas_ocupadas + 1
     WHERE id = $1 AND ${TURMA_ABERTA} AND vagas_ocupadas < vagas RETURNING t.*),
  destino AS (
    SELECT * FROM vaga
    UNION ALL
    SELECT t.* FROM turma t WHERE t.id = $1 AND ${TURMA_ABERTA} AND NOT EXISTS (SELECT 1 FROM vaga)),
  nova AS (
    INSERT INTO inscricao (id_turma_principal, id_usuario, id_modalidade, id_status_inscricao, formato_curso)
    SELECT id, $2, $3, CASE WHEN EXISTS (SELECT 1 FROM vaga) THEN 1 ELSE 6 END, $5 FROM destino RETURNING *),
  auditoria AS (
    INSERT INTO inscricao_auditoria (id_inscricao, status_anterior, status_novo, id_turma, id_autor, motivo)
    SELECT id, NULL, id_status_inscricao, id_turma_principal, $4,
           CASE WHEN id_status_inscricao = 6 THEN 'inscrição na lista de espera (turma cheia)' ELSE 'inscrição criada' END
      FROM nova)
  SELECT ${COLUNAS_INSCRICAO} ${juntas('nova', 'destino')}`;
