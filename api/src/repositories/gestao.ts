import type { EventoDaTurma, TurmaDaGestao } from '@portal/contracts';
import type { Executor } from '../db/types.js';
import { dataIso } from './sql-turma.js';

/** Who asks: their id, and whether their profile sees every class (Administrador, Inscricao) or only their scope. */
export interface Alcance {
  idUsuario: number;
  todas: boolean;
}

export interface Pagina {
  pagina: number;
  porPagina: number;
}

/** A class row with its place in the caller's scope (decision 1500: checked on every request, in the database). */
export interface TurmaNoEscopo {
  id: number;
  no_escopo: boolean;
}

/** An enrolment of a class as the repository reads it; the service masks the CPF. */
export interface LinhaInscricaoDaTurma {
  idInscricao: number;
  nome: string;
  cpf: string;
  status: number;
  dataInscricao: string;
  posicaoNaEspera: number | null;
  prazoConvocacao: string | null;
}

const instante = (coluna: string) => `to_char(${coluna} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The caller's scope over class t (alias os = its service order, c = its course); $1 = user id, $2 = sees all. */
const NO_ESCOPO = `($2::boolean OR EXISTS (
    SELECT 1 FROM escopo_gestao e
     WHERE e.id_usuario = $1::integer
       AND (e.id_unidade = os.id_unidade OR e.id_programa = c.id_modalidade OR e.id_turma = t.id)))`;

const DA_TURMA = `FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso
  JOIN programa p ON p.id = c.id_modalidade JOIN unidade un ON un.id = os.id_unidade
  JOIN municipio m ON m.id = un.id_municipio`;

/** Columns of contracts' turmaDaGestaoSchema; the counts are of the enrolments whose main class is t. */
const COLUNAS = `t.id, c.nome AS curso, p.nome AS programa, p.id AS "idPrograma", un.nome AS unidade,
  un.id AS "idUnidade", m.nome AS municipio, t.turno, ${dataIso('t.data_inicio')} AS "dataInicio", t.vagas,
  n.inscritos, n.convocados, n.matriculados, n.em_espera AS "emEspera", t.aberta AS "inscricoesAbertas"`;

const CONTAGENS = `CROSS JOIN LATERAL (
  SELECT count(*) FILTER (WHERE i.id_status_inscricao = 1)::integer AS inscritos,
         count(*) FILTER (WHERE i.id_status_inscricao = 3)::integer AS convocados,
         count(*) FILTER (WHERE i.id_status_inscricao = 4)::integer AS matriculados,
         count(*) FILTER (WHERE i.id_status_inscricao = 6)::integer AS em_espera
    FROM inscricao i WHERE i.id_turma_principal = t.id) n`;

/** Filters of the class list: $1, $2 scope; $3 programme; $4 unit; $5 show the classes reserved for tests. */
const FILTRO_TURMAS = `WHERE ${NO_ESCOPO}
  AND ($3::integer IS NULL OR c.id_modalidade = $3) AND ($4::integer IS NULL OR os.id_unidade = $4)
  AND ($5::boolean OR NOT t.reservada_para_testes)`;

/** The class's enrolments, with the place in the waiting list (status 6, in enrolment order); $1 class, $2 status. */
const SQL_INSCRICOES = `SELECT i.id AS "idInscricao", u.nome, u.cpf, i.id_status_inscricao AS status,
    ${instante('i.data_inscricao')} AS "dataInscricao",
    CASE WHEN i.id_status_inscricao = 6 THEN (row_number() OVER (
      PARTITION BY i.id_status_inscricao = 6 ORDER BY i.data_inscricao, i.id))::integer END AS "posicaoNaEspera",
    NULL::text AS "prazoConvocacao"
  FROM inscricao i JOIN usuario u ON u.id = i.id_usuario
 WHERE i.id_turma_principal = $1 AND ($2::integer IS NULL OR i.id_status_inscricao = $2)`;

/** The class's history: its enrolments' status changes and its own changes (seats, open/closed), newest first. */
const SQL_HISTORICO = `SELECT a.em, a.id, 1 AS tipo, a.id_inscricao AS "idInscricao", u.nome, a.status_anterior AS de,
           a.status_novo AS para, coalesce(autor.nome, 'sistema') AS autor, a.motivo
  FROM inscricao_auditoria a JOIN inscricao i ON i.id = a.id_inscricao JOIN usuario u ON u.id = i.id_usuario
      LEFT JOIN usuario autor ON autor.id = a.id_autor
     WHERE a.id_turma = $1
    UNION ALL
    SELECT ta.em, ta.id, 0, NULL, NULL, NULL, NULL, coalesce(autor.nome, 'sistema'), ta.motivo
      FROM turma_auditoria ta LEFT JOIN usuario autor ON autor.id = ta.id_autor
     WHERE ta.id_turma = $1`;

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

  async historico(idTurma: number, pagina: Pagina): Promise<{ itens: EventoDaTurma[]; total: number }> {
    const [contagem] = await this.db.query<{ total: number }>(
      `SELECT count(*)::integer AS total FROM (${SQL_HISTORICO}) x`,
      [idTurma],
    );
    const linhas = await this.db.query<EventoDaTurma & { em: Date | string }>(
      `SELECT ${instante('h.em')} AS em, h."idInscricao", h.nome, h.de, h.para, h.autor, h.motivo
         FROM (${SQL_HISTORICO}) h ORDER BY h.em DESC, h.tipo DESC, h.id DESC LIMIT $2 OFFSET $3`,
      [idTurma, pagina.porPagina, (pagina.pagina - 1) * pagina.porPagina],
    );
    return { itens: linhas, total: contagem!.total };
  }
}
