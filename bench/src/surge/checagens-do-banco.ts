/** Reads what the end-of-surge checks need from the database (the rules themselves are in verificacoes.ts). */
import pg from 'pg';
import { STATUS_INSCRICAO_ATIVOS, STATUS_INSCRICAO_OCUPAM_VAGA } from '@portal/contracts';
import type { AtivasPorModalidade, TurmaContada } from './verificacoes.js';

// Active as the API counts it (decisions 0110 and 1500): the waiting list (6) included, so a 201 from a full class counts.
export const STATUS_CONTADOS_COMO_ATIVOS: readonly number[] = STATUS_INSCRICAO_ATIVOS;
// The API's one rule (1, 3 and 4): a finished course (5) holds no seat, in the seed's closed class as in its cycle class.
export const STATUS_QUE_OCUPAM_VAGA: readonly number[] = STATUS_INSCRICAO_OCUPAM_VAGA;

export async function lerContagens(
  url: string,
): Promise<{ turmas: TurmaContada[]; ativas: AtivasPorModalidade[] }> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const turmas = await db.query<TurmaContada>(
      `SELECT t.id, t.vagas, t.vagas_ocupadas AS "vagasOcupadas",
              (SELECT count(*)::integer FROM inscricao i
                WHERE i.id_turma_principal = t.id AND i.id_status_inscricao = ANY($1::integer[])) AS "inscricoesComVaga"
         FROM turma t ORDER BY t.id`,
      [STATUS_QUE_OCUPAM_VAGA],
    );
    const ativas = await db.query<AtivasPorModalidade>(
      `SELECT id_usuario AS "idUsuario", id_modalidade AS "idModalidade", count(*)::integer AS ativas
         FROM inscricao WHERE id_status_inscricao = ANY($1::integer[]) GROUP BY id_usuario, id_modalidade`,
      [STATUS_CONTADOS_COMO_ATIVOS],
    );
    return { turmas: turmas.rows, ativas: ativas.rows };
  } finally {
    await db.end();
  }
}
