import { Mensagem, STATUS_INSCRICAO_ATIVOS, type FormatoCurso } from '@portal/contracts';
import type { Executor } from '../db/types.js';
import { Erros } from '../lib/http-error.js';
import { codigoPg, PgCodigo } from '../db/types.js';

export interface TurmaParaInscricao {
  id: number;
  id_modalidade: number;
  formato: FormatoCurso;
  aberta: boolean;
}

/** The class with its programme, locked for this transaction's seat accounting. 404 when absent. */
export async function turmaParaInscricao(tx: Executor, idTurma: number): Promise<TurmaParaInscricao> {
  const [turma] = await tx.query<TurmaParaInscricao>(
    `SELECT t.id, c.id_modalidade, c.formato, (t.aberta AND t.inscricoes_ate >= current_date) AS aberta
       FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso
      WHERE t.id = $1`,
    [idTurma],
  );
  if (!turma) throw Erros.naoEncontrado(Mensagem.turmaNaoEncontrada);
  if (!turma.aberta) throw Erros.conflito(Mensagem.turmaEncerrada);
  return turma;
}

/**
 * Takes one seat with a conditional UPDATE: the row lock serialises concurrent takers and the WHERE is re-checked
 * after the wait, so the last seat goes to exactly one of them (the CHECK on turma is the last line of defence).
 */
export async function ocuparVaga(tx: Executor, idTurma: number): Promise<void> {
  const linhas = await tx.query(
    `UPDATE turma SET vagas_ocupadas = vagas_ocupadas + 1
      WHERE id = $1 AND aberta AND inscricoes_ate >= current_date AND vagas_ocupadas < vagas RETURNING id`,
    [idTurma],
  );
  if (linhas.length === 0) throw Erros.conflito(Mensagem.turmaLotada);
}

export async function liberarVaga(tx: Executor, idTurma: number): Promise<void> {
  await tx.query(
    'UPDATE turma SET vagas_ocupadas = vagas_ocupadas - 1 WHERE id = $1 AND vagas_ocupadas > 0',
    [idTurma],
  );
}

export async function auditar(
  tx: Executor,
  registro: {
    idInscricao: number;
    anterior: number | null;
    novo: number;
    idTurma: number;
    autor: number;
    motivo: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO inscricao_auditoria (id_inscricao, status_anterior, status_novo, id_turma, id_autor, motivo)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      registro.idInscricao,
      registro.anterior,
      registro.novo,
      registro.idTurma,
      registro.autor,
      registro.motivo,
    ],
  );
}

/** Whether the candidate already holds an enrolment that counts as active in the modality (decision 0110). */
export async function ativaNaModalidade(
  tx: Executor,
  idUsuario: number,
  modalidade: number,
): Promise<boolean> {
  const linhas = await tx.query(
    'SELECT 1 FROM inscricao WHERE id_usuario = $1 AND id_modalidade = $2 AND id_status_inscricao = ANY($3::integer[])',
    [idUsuario, modalidade, [...STATUS_INSCRICAO_ATIVOS]],
  );
  return linhas.length > 0;
}

export async function turmaExiste(tx: Executor, idTurma: number): Promise<void> {
  if ((await tx.query('SELECT 1 FROM turma WHERE id = $1', [idTurma])).length === 0) {
    throw Erros.naoEncontrado(Mensagem.turmaNaoEncontrada);
  }
}

/**
 * Creates an enrolment in ONE statement (autocommit): take a seat with a conditional UPDATE, insert the enrolment and
 * its audit row. The class row is locked only for this statement and its commit, so a busy class serialises little;
 * the CHECK on turma and the partial unique index on inscricao keep the invariants whatever the concurrency.
 */
export async function inscreverComVaga(
  db: Executor,
  pedido: {
    idTurma: number;
    idUsuario: number;
    idModalidade: number;
    formatoCurso: FormatoCurso;
    autor: number;
  },
): Promise<number> {
  const linhas = await db
    .query<{ id: number }>(
      `WITH vaga AS (
         UPDATE turma SET vagas_ocupadas = vagas_ocupadas + 1
          WHERE id = $1 AND aberta AND inscricoes_ate >= current_date AND vagas_ocupadas < vagas RETURNING id),
       nova AS (
         INSERT INTO inscricao (id_turma_principal, id_usuario, id_modalidade, id_status_inscricao, formato_curso)
         SELECT id, $2, $3, 1, $5 FROM vaga RETURNING id, id_turma_principal),
       auditoria AS (
         INSERT INTO inscricao_auditoria (id_inscricao, status_anterior, status_novo, id_turma, id_autor, motivo)
         SELECT id, NULL, 1, id_turma_principal, $4, 'inscrição criada' FROM nova)
       SELECT id FROM nova`,
      [pedido.idTurma, pedido.idUsuario, pedido.idModalidade, pedido.autor, pedido.formatoCurso],
    )
    .catch((erro: unknown) => {
      // The partial unique index answers the race the earlier check cannot see.
      throw codigoPg(erro) === PgCodigo.violacaoUnica
        ? Erros.conflito(Mensagem.jaInscritoNaModalidade)
        : erro;
    });
  if (!linhas[0]) throw Erros.conflito(Mensagem.turmaLotada);
  return linhas[0].id;
}

/**
 * Two moves in opposite directions (A→B and B→A) would each hold one class and wait for the other; locking both
 * rows in id order first makes the second wait instead of deadlocking.
 */
export async function bloquearTurmasEmOrdem(tx: Executor, ids: number[]): Promise<void> {
  await tx.query('SELECT id FROM turma WHERE id = ANY($1::integer[]) ORDER BY id FOR UPDATE', [ids]);
}
