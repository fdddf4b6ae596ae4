import type { EventoDaTurma, TurmaDaGestao } from '@portal/contracts';
import type { Executor } from '../db/types.js';
import {
  lerHistoricoDaTurma,
  lerInscricoesDaTurma,
  type LinhaInscricaoDaTurma,
  type Pagina,
} from './listas-da-turma.repositorio.js';
import { COLUNAS, CONTAGENS, DA_TURMA, FILTRO_TURMAS, NO_ESCOPO } from './gestao.sql.js';

export type { LinhaInscricaoDaTurma, Pagina };

/** Who asks: their id, and whether their profile sees every class (Administrador, Inscricao) or only their scope. */
export interface Alcance {
  idUsuario: number;
  todas: boolean;
}

/** A class row with its place in the caller's scope (decision 1500: checked on every request, in the database). */
export interface TurmaNoEscopo {
  id: number;
  no_escopo: boolean;
}

/** Everything the operations area reads or writes about classes (decision 1500); no rule lives here. */
export class RepositorioDeGestao {
  constructor(
    private readonly db: Executor,
    private readonly exibirTurmasDeTeste = false,
  ) {}

  /** The class and whether it is in the caller's scope; undefined when it does not exist. */
  async turmaNoEscopo(alcance: Alcance, idTurma: number): Promise<TurmaNoEscopo | undefined> {
    const [linha] = await this.db.query<TurmaNoEscopo>(
      `SELECT t.id, ${NO_ESCOPO} AS no_escopo
         FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso
        WHERE t.id = $3`,
      [alcance.idUsuario, alcance.todas, idTurma],
    );
    return linha;
  }

  async turmas(
    alcance: Alcance,
    filtro: { idPrograma?: number; idUnidade?: number },
    pagina: Pagina,
  ): Promise<{ itens: TurmaDaGestao[]; total: number }> {
    const params = [
      alcance.idUsuario,
      alcance.todas,
      filtro.idPrograma ?? null,
      filtro.idUnidade ?? null,
      this.exibirTurmasDeTeste,
    ];
    const [contagem] = await this.db.query<{ total: number }>(
      `SELECT count(*)::integer AS total ${DA_TURMA} ${FILTRO_TURMAS}`,
      params,
    );
    const itens = await this.db.query<TurmaDaGestao>(
      `SELECT ${COLUNAS} ${DA_TURMA} ${CONTAGENS} ${FILTRO_TURMAS}
        ORDER BY t.data_inicio, t.id LIMIT $6 OFFSET $7`,
      [...params, pagina.porPagina, (pagina.pagina - 1) * pagina.porPagina],
    );
    return { itens, total: contagem!.total };
  }

  async turma(idTurma: number, tx: Executor = this.db): Promise<TurmaDaGestao | undefined> {
    const [linha] = await tx.query<TurmaDaGestao>(
      `SELECT ${COLUNAS} ${DA_TURMA} ${CONTAGENS} WHERE t.id = $1`,
      [idTurma],
    );
    return linha;
  }

  /** Locks the class row for a change of its seats; undefined when it does not exist. */
  async bloquearVagas(
    tx: Executor,
    idTurma: number,
  ): Promise<{ vagas: number; ocupadas: number } | undefined> {
    const [linha] = await tx.query<{ vagas: number; ocupadas: number }>(
      'SELECT vagas, vagas_ocupadas AS ocupadas FROM turma WHERE id = $1 FOR UPDATE',
      [idTurma],
    );
    return linha;
  }

  async mudarVagas(tx: Executor, idTurma: number, vagas: number): Promise<void> {
    await tx.query('UPDATE turma SET vagas = $2 WHERE id = $1', [idTurma, vagas]);
  }

  /** Opens or closes enrolment; true when the flag changed (closing a closed class records nothing). */
  async abrirOuFechar(tx: Executor, idTurma: number, abertas: boolean): Promise<boolean> {
    const linhas = await tx.query(
      'UPDATE turma SET aberta = $2 WHERE id = $1 AND aberta <> $2 RETURNING id',
      [idTurma, abertas],
    );
    return linhas.length > 0;
  }

  async auditarTurma(tx: Executor, idTurma: number, autor: number, motivo: string): Promise<void> {
    await tx.query('INSERT INTO turma_auditoria (id_turma, id_autor, motivo) VALUES ($1, $2, $3)', [
      idTurma,
      autor,
      motivo,
    ]);
  }

  // The class's paginated lists live in listas-da-turma.repositorio.ts; the service reaches them through this class.
  async inscricoes(
    idTurma: number,
    status: number | undefined,
    pagina: Pagina,
  ): Promise<{ itens: LinhaInscricaoDaTurma[]; total: number }> {
    return lerInscricoesDaTurma(this.db, idTurma, status, pagina);
  }

  async historico(idTurma: number, pagina: Pagina): Promise<{ itens: EventoDaTurma[]; total: number }> {
    return lerHistoricoDaTurma(this.db, idTurma, pagina);
  }
}
