import type { FiltroRespostas, Questionario, RespostasQuestionario } from '@portal/contracts';
import { Repositorio } from '../db/repositorio.js';

/** One candidate's row, matched the way the unique index `resposta_unica` is (no course or period = 0). */
const ONDE_RESPOSTA = `WHERE id_questionario = $1 AND id_usuario = $2
  AND coalesce(id_curso, 0) = coalesce($3::integer, 0) AND coalesce(id_periodo_inscricao, 0) = coalesce($4::integer, 0)`;

interface Filtro {
  tipo: string;
  idCurso?: number | undefined;
  idQuestionario?: number | undefined;
}

/** Questionnaires with their questions and options, and the candidates' answers. */
export class RepositorioDeQuestionarios extends Repositorio {
  /** The questionnaire asked: by id, else the course's own, else the general one of that type. */
  async buscar(filtro: Filtro): Promise<Questionario | undefined> {
    const [q] = await this.db.query<Omit<Questionario, 'perguntas'>>(
      `SELECT id, titulo, tipo, id_curso AS "idCurso" FROM questionario
        WHERE tipo = $1 AND ($3::integer IS NULL OR id = $3) AND ($2::integer IS NULL OR id_curso = $2 OR id_curso IS NULL)
        ORDER BY (id_curso IS NULL), id LIMIT 1`,
      [filtro.tipo, filtro.idCurso ?? null, filtro.idQuestionario ?? null],
    );
    if (!q) return undefined;
    return { ...q, perguntas: await this.perguntas(q.id) };
  }

  /**
   * Whether the questionnaire, the account (an Administrador answers for anyone), and the course and the period an
   * answer names (when it names them), exist.
   */
  async existentes(
    r: Pick<RespostasQuestionario, 'idQuestionario' | 'idUsuario' | 'idCurso' | 'idPeriodoInscricao'>,
  ): Promise<{ questionario: boolean; usuario: boolean; curso: boolean; periodo: boolean }> {
    const [linha] = await this.db.query<{
      questionario: boolean;
      usuario: boolean;
      curso: boolean;
      periodo: boolean;
    }>(
      `SELECT EXISTS (SELECT 1 FROM questionario WHERE id = $1) AS questionario,
              EXISTS (SELECT 1 FROM usuario WHERE id = $4) AS usuario,
              ($2::integer IS NULL OR EXISTS (SELECT 1 FROM curso WHERE id = $2)) AS curso,
              ($3::integer IS NULL OR EXISTS (SELECT 1 FROM periodo_inscricao WHERE id = $3)) AS periodo`,
      [r.idQuestionario, r.idCurso ?? null, r.idPeriodoInscricao ?? null, r.idUsuario],
    );
    return linha!;
  }

  /** The questionnaire's type, or null when it does not exist. */
  async tipo(idQuestionario: number): Promise<string | null> {
    const [linha] = await this.db.query<{ tipo: string }>('SELECT tipo FROM questionario WHERE id = $1', [
      idQuestionario,
    ]);
    return linha?.tipo ?? null;
  }

  async perguntas(idQuestionario: number): Promise<Questionario['perguntas']> {
    const perguntas = await this.db.query<Omit<Questionario['perguntas'][number], 'opcoes'>>(
      'SELECT id, texto, tipo, obrigatoria FROM pergunta WHERE id_questionario = $1 ORDER BY ordem',
      [idQuestionario],
    );
    const opcoes = await this.db.query<{ id: number; texto: string; idPergunta: number }>(
      `SELECT o.id, o.texto, o.id_pergunta AS "idPergunta" FROM pergunta_opcao o JOIN pergunta p ON p.id = o.id_pergunta
        WHERE p.id_questionario = $1 ORDER BY o.ordem`,
      [idQuestionario],
    );
    return perguntas.map((p) => ({
      ...p,
      opcoes: opcoes.filter((o) => o.idPergunta === p.id).map(({ id, texto }) => ({ id, texto })),
    }));
  }

  /** Stores the answers once; false when this candidate already answered it (same course and period). */
  async responder(r: RespostasQuestionario): Promise<boolean> {
    const linhas = await this.db.query(
      `INSERT INTO resposta_questionario (id_questionario, id_usuario, id_curso, id_periodo_inscricao, respostas)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
      [
        r.idQuestionario,
        r.idUsuario,
        r.idCurso ?? null,
        r.idPeriodoInscricao ?? null,
        JSON.stringify(r.respostas),
      ],
    );
    return linhas.length === 1;
  }

  /** The stored answers of one candidate (same questionnaire, course and period as sent), or undefined. */
  async respostas(f: FiltroRespostas): Promise<RespostasQuestionario | undefined> {
    const [linha] = await this.db.query<RespostasQuestionario>(
      `SELECT id_questionario AS "idQuestionario", id_usuario AS "idUsuario", id_curso AS "idCurso",
              id_periodo_inscricao AS "idPeriodoInscricao", respostas
         FROM resposta_questionario ${ONDE_RESPOSTA}`,
      [f.idQuestionario, f.idUsuario, f.idCurso ?? null, f.idPeriodoInscricao ?? null],
    );
    return linha;
  }

  /** Replaces the stored answers; false when there were none to change. */
  async alterarRespostas(r: RespostasQuestionario): Promise<boolean> {
    const linhas = await this.db.query(
      `UPDATE resposta_questionario SET respostas = $5, respondido_em = now() ${ONDE_RESPOSTA} RETURNING id`,
      [
        r.idQuestionario,
        r.idUsuario,
        r.idCurso ?? null,
        r.idPeriodoInscricao ?? null,
        JSON.stringify(r.respostas),
      ],
    );
    return linhas.length === 1;
  }

  async respondeuNoPeriodo(idUsuario: number, idPeriodo: number): Promise<number | null> {
    const [linha] = await this.db.query<{ id_questionario: number }>(
      'SELECT id_questionario FROM resposta_questionario WHERE id_usuario = $1 AND id_periodo_inscricao = $2 LIMIT 1',
      [idUsuario, idPeriodo],
    );
    return linha?.id_questionario ?? null;
  }
}
