import { Mensagem, STATUS_INSCRICAO_ATIVOS } from '@portal/contracts';
import type { Executor } from '../db/types.js';
import { Erros } from '../lib/http-error.js';

export interface TurmaParaInscricao {
  id: number;
  id_modalidade: number;
  aberta: boolean;
}

/** The class with its programme, locked for this transaction's seat accounting. 404 when absent. */
export async function turmaParaInscricao(tx: Executor, idTurma: number): Promise<TurmaParaInscricao> {
  const [turma] = await tx.query<TurmaParaInscricao>(
    `SELECT t.id, c.id_modalidade, (t.aberta AND t.inscricoes_ate >= current_date) AS aberta
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
  await tx.query('UPDATE turma SET vagas_ocupadas = vagas_ocupadas - 1 WHERE id = $1 AND vagas_ocupadas > 0', [idTurma]);
}

export async function auditar(
  tx: Executor,
  registro: { idInscricao: number; anterior: number | null; novo: number; idTurma: number; autor: number; motivo: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO inscricao_auditoria (id_inscricao, status_anterior, status_novo, id_turma, id_autor, motivo)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [registro.idInscricao, registro.anterior, registro.novo, registro.idTurma, registro.autor, registro.motivo],
  );
}

/** Whether the candidate already holds an enrolment that counts as active in the modality (decision 0110). */
export async function ativaNaModalidade(tx: Executor, idUsuario: number, modalidade: number): Promise<boolean> {
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
