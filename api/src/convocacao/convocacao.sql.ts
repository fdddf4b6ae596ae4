import { instanteIso } from '../db/sql/instante.js';
import { comDadosCadastrais, nomeDeUso } from '../db/sql/nome.js';

// The statement that calls enrolments up, shared by the staff call-up and the waiting-list offer (decision 1520).

/** A change of many enrolments at once: from status $anterior to 3 with a new call-up each, audited, in one statement. */
export const convocarLinhas = (escolhidas: string) => `WITH escolhidas AS (${escolhidas}),
  novas AS (
    INSERT INTO convocacao (id_inscricao, prazo, id_autor)
    SELECT id, $prazo::timestamptz, $autor::integer FROM escolhidas RETURNING id, id_inscricao, prazo),
  mudadas AS (
    UPDATE inscricao i SET id_status_inscricao = 3, id_convocacao = n.id, atualizado_em = now()
      FROM novas n WHERE i.id = n.id_inscricao
    RETURNING i.id, i.id_usuario, i.id_turma_principal, n.id AS id_convocacao, n.prazo),
  auditoria AS (
    INSERT INTO inscricao_auditoria (id_inscricao, status_anterior, status_novo, id_turma, id_autor, motivo)
    SELECT id, $anterior::integer, 3, id_turma_principal, $autor::integer, $motivo::text FROM mudadas)
  SELECT m.id AS "idInscricao", m.id_convocacao AS "idConvocacao", ${instanteIso('m.prazo')} AS prazo,
         u.id AS "idUsuario", ${nomeDeUso('u', 'dc')} AS nome, u.email, c.nome AS curso
    FROM mudadas m JOIN usuario u ON u.id = m.id_usuario ${comDadosCadastrais('u', 'dc')}
    JOIN turma t ON t.id = m.id_turma_principal JOIN ordem_servico os ON os.id = t.id_ordem_servico
    JOIN curso c ON c.id = os.id_curso
   ORDER BY m.id`;

/** Names the placeholders of `convocarLinhas` ($prazo, …) after the ones the chosen rows already use. */
export function numerar(sql: string, depois: number): string {
  const nomes = ['prazo', 'autor', 'anterior', 'motivo'];
  return nomes.reduce((s, nome, i) => s.replaceAll(`$${nome}`, `$${depois + i + 1}`), sql);
}
