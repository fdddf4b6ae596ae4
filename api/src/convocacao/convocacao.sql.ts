import { instanteIso } from '../db/sql/instante.js';
import { comDadosCadastrais, nomeDeUso } from '../db/sql/nome.js';

// The statement that calls enrolments up, shared by the staff call-up and the waiting-list offer (decision 1520).

/**
 * A change of many enrolments at once: from status $3 to 3 with a new call-up each, audited, in one statement. Its
 * own parameters come first ($1 deadline, $2 author, $3 previous status, $4 reason); the statement that chooses the
 * rows numbers its own from $5, so every placeholder is written as PostgreSQL reads it.
 */
export const convocarLinhas = (escolhidas: string) => `WITH escolhidas AS (${escolhidas}),
  novas AS (
    INSERT INTO convocacao (id_inscricao, prazo, id_autor)
    SELECT id, $1::timestamptz, $2::integer FROM escolhidas RETURNING id, id_inscricao, prazo),
  mudadas AS (
    UPDATE inscricao i SET id_status_inscricao = 3, id_convocacao = n.id, atualizado_em = now()
      FROM novas n WHERE i.id = n.id_inscricao
    RETURNING i.id, i.id_usuario, i.id_turma_principal, n.id AS id_convocacao, n.prazo),
  auditoria AS (
    INSERT INTO inscricao_auditoria (id_inscricao, status_anterior, status_novo, id_turma, id_autor, motivo)
    SELECT id, $3::integer, 3, id_turma_principal, $2::integer, $4::text FROM mudadas)
  SELECT m.id AS "idInscricao", m.id_convocacao AS "idConvocacao", ${instanteIso('m.prazo')} AS prazo,
         u.id AS "idUsuario", ${nomeDeUso('u', 'dc')} AS nome, u.email, c.nome AS curso
    FROM mudadas m JOIN usuario u ON u.id = m.id_usuario ${comDadosCadastrais('u', 'dc')}
    JOIN turma t ON t.id = m.id_turma_principal JOIN ordem_servico os ON os.id = t.id_ordem_servico
    JOIN curso c ON c.id = os.id_curso
   ORDER BY m.id`;
