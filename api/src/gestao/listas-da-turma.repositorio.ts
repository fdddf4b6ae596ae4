import type { EventoDaTurma } from '@portal/contracts';
import type { Executor } from '../db/types.js';
import { instanteIso } from '../db/sql/instante.js';
import { SQL_HISTORICO, SQL_INSCRICOES } from './gestao.sql.js';

// The paginated lists of one class in the operations area, read through RepositorioDeGestao.

export interface Pagina {
  pagina: number;
  porPagina: number;
}

/** An enrolment of a class as the repository reads it; the service masks the CPF and keeps the civil name or not. */
export interface LinhaInscricaoDaTurma {
  idInscricao: number;
  nome: string;
  nomeCivil: string | null;
  cpf: string;
  status: number;
  dataInscricao: string;
  posicaoNaEspera: number | null;
  prazoConvocacao: string | null;
}

export async function lerInscricoesDaTurma(
  db: Executor,
  idTurma: number,
  status: number | undefined,
  pagina: Pagina,
): Promise<{ itens: LinhaInscricaoDaTurma[]; total: number }> {
  const [contagem] = await db.query<{ total: number }>(
    `SELECT count(*)::integer AS total FROM inscricao i
        WHERE i.id_turma_principal = $1 AND ($2::integer IS NULL OR i.id_status_inscricao = $2)`,
    [idTurma, status ?? null],
  );
  const itens = await db.query<LinhaInscricaoDaTurma>(
    `${SQL_INSCRICOES} ORDER BY i.data_inscricao, i.id LIMIT $3 OFFSET $4`,
    [idTurma, status ?? null, pagina.porPagina, (pagina.pagina - 1) * pagina.porPagina],
  );
  return { itens, total: contagem!.total };
}

export async function lerHistoricoDaTurma(
  db: Executor,
  idTurma: number,
  pagina: Pagina,
): Promise<{ itens: EventoDaTurma[]; total: number }> {
  const [contagem] = await db.query<{ total: number }>(
    `SELECT count(*)::integer AS total FROM (${SQL_HISTORICO}) x`,
    [idTurma],
  );
  const linhas = await db.query<EventoDaTurma & { em: Date | string }>(
    `SELECT ${instanteIso('h.em')} AS em, h."idInscricao", h.nome, h.de, h.para, h.autor, h.motivo
         FROM (${SQL_HISTORICO}) h ORDER BY h.em DESC, h.tipo DESC, h.id DESC LIMIT $2 OFFSET $3`,
    [idTurma, pagina.porPagina, (pagina.pagina - 1) * pagina.porPagina],
  );
  return { itens: linhas, total: contagem!.total };
}
