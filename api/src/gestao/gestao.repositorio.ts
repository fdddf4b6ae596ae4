import type { EventoDaTurma, FiltrosDasTurmas, TurmaDaGestao } from '@portal/contracts';
import type { Executor } from '../db/types.js';
import { instanteIso } from '../db/sql/instante.js';
import {
  COLUNAS,
  CONTAGENS,
  DA_TURMA,
  FILTRO_TURMAS,
  NO_ESCOPO,
  SQL_HISTORICO,
  SQL_INSCRICOES,
} from './gestao.sql.js';
import { Repositorio } from '../db/repositorio.js';

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
export class RepositorioDeGestao extends Repositorio {
  constructor(
    db: Executor,
    private readonly exibirTurmasDeTeste = false,
  ) {
    super(db);
  }

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

  /** The programmes and units of every class in the caller's scope, by name: the list's filter choices. */
  async filtrosDasTurmas(alcance: Alcance): Promise<FiltrosDasTurmas> {
    const params = [alcance.idUsuario, alcance.todas, null, null, this.exibirTurmasDeTeste];
    const distintos = (id: string, nome: string) =>
      this.db.query<{ id: number; nome: string }>(
        `SELECT DISTINCT ${id} AS id, ${nome} AS nome ${DA_TURMA} ${FILTRO_TURMAS} ORDER BY nome, id`,
        params,
      );
    const [programas, unidades] = await Promise.all([
      distintos('p.id', 'p.nome'),
      distintos('un.id', 'un.nome'),
    ]);
    return { programas, unidades };
  }

  async turma(idTurma: number): Promise<TurmaDaGestao | undefined> {
    const [linha] = await this.db.query<TurmaDaGestao>(
      `SELECT ${COLUNAS} ${DA_TURMA} ${CONTAGENS} WHERE t.id = $1`,
      [idTurma],
    );
    return linha;
  }

  /** Locks the class row for a change of its seats; undefined when it does not exist. */
  async bloquearVagas(idTurma: number): Promise<{ vagas: number; ocupadas: number } | undefined> {
    const [linha] = await this.db.query<{ vagas: number; ocupadas: number }>(
      'SELECT vagas, vagas_ocupadas AS ocupadas FROM turma WHERE id = $1 FOR UPDATE',
      [idTurma],
    );
    return linha;
  }

  async mudarVagas(idTurma: number, vagas: number): Promise<void> {
    await this.db.query('UPDATE turma SET vagas = $2 WHERE id = $1', [idTurma, vagas]);
  }

  /** Opens or closes enrolment; true when the flag changed (closing a closed class records nothing). */
  async abrirOuFechar(idTurma: number, abertas: boolean): Promise<boolean> {
    const linhas = await this.db.query(
      'UPDATE turma SET aberta = $2 WHERE id = $1 AND aberta <> $2 RETURNING id',
      [idTurma, abertas],
    );
    return linhas.length > 0;
  }

  async auditarTurma(idTurma: number, autor: number, motivo: string): Promise<void> {
    await this.db.query('INSERT INTO turma_auditoria (id_turma, id_autor, motivo) VALUES ($1, $2, $3)', [
      idTurma,
      autor,
      motivo,
    ]);
  }

  /** One page of the class's enrolments, optionally of one status, in enrolment order, with the total. */
  async inscricoes(
    idTurma: number,
    status: number | undefined,
    pagina: Pagina,
  ): Promise<{ itens: LinhaInscricaoDaTurma[]; total: number }> {
    const [contagem] = await this.db.query<{ total: number }>(
      `SELECT count(*)::integer AS total FROM inscricao i
          WHERE i.id_turma_principal = $1 AND ($2::integer IS NULL OR i.id_status_inscricao = $2)`,
      [idTurma, status ?? null],
    );
    const itens = await this.db.query<LinhaInscricaoDaTurma>(
      `${SQL_INSCRICOES} ORDER BY i.data_inscricao, i.id LIMIT $3 OFFSET $4`,
      [idTurma, status ?? null, pagina.porPagina, (pagina.pagina - 1) * pagina.porPagina],
    );
    return { itens, total: contagem!.total };
  }

  /** One page of the class's history (seats, opening, enrolments), newest first, with the total. */
  async historico(idTurma: number, pagina: Pagina): Promise<{ itens: EventoDaTurma[]; total: number }> {
    const [contagem] = await this.db.query<{ total: number }>(
      `SELECT count(*)::integer AS total FROM (${SQL_HISTORICO}) x`,
      [idTurma],
    );
    const linhas = await this.db.query<EventoDaTurma & { em: Date | string }>(
      `SELECT ${instanteIso('h.em')} AS em, h."idInscricao", h.nome, h.de, h.para, h.autor, h.motivo
           FROM (${SQL_HISTORICO}) h ORDER BY h.em DESC, h.tipo DESC, h.id DESC LIMIT $2 OFFSET $3`,
      [idTurma, pagina.porPagina, (pagina.pagina - 1) * pagina.porPagina],
    );
    return { itens: linhas, total: contagem!.total };
  }
}
