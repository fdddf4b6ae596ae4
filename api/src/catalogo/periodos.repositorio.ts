import type { Curso, PeriodoInscricao } from '@portal/contracts';
import { HOJE_EM_BRASILIA } from '../db/sql/instante.js';
import { COLUNAS_CURSO, dataIso } from '../db/sql/turma.js';
import { Repositorio } from '../db/repositorio.js';

const COLUNAS = `id, id_programa AS "idPrograma", ${dataIso('inicio')} AS inicio, ${dataIso('fim')} AS fim`;

/** Enrolment periods of the programmes that open in windows (first job, new programmes). */
export class RepositorioDePeriodos extends Repositorio {
  async aberto(idPrograma: number): Promise<PeriodoInscricao | null> {
    const [periodo] = await this.db.query<PeriodoInscricao>(
      `SELECT ${COLUNAS} FROM periodo_inscricao WHERE id_programa = $1 AND ${HOJE_EM_BRASILIA} BETWEEN inicio AND fim ORDER BY inicio DESC LIMIT 1`,
      [idPrograma],
    );
    return periodo ?? null;
  }

  async existe(id: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM periodo_inscricao WHERE id = $1', [id])).length > 0;
  }

  /** Programmes with a period open today, each with its period and courses. */
  async programasAbertos() {
    const programas = await this.db.query<{
      id: number;
      nome: string;
      slug: string;
      periodo: PeriodoInscricao;
    }>(
      `SELECT p.id, p.nome, p.slug, json_build_object('id', pi.id, 'idPrograma', pi.id_programa,
              'inicio', ${dataIso('pi.inicio')}, 'fim', ${dataIso('pi.fim')}) AS periodo
         FROM programa p JOIN periodo_inscricao pi ON pi.id_programa = p.id
        WHERE ${HOJE_EM_BRASILIA} BETWEEN pi.inicio AND pi.fim ORDER BY pi.inicio DESC, p.id`,
    );
    const cursos = await this.db.query<Curso>(
      `SELECT ${COLUNAS_CURSO} FROM curso c WHERE c.id_modalidade = ANY($1::integer[]) ORDER BY c.nome`,
      [programas.map((p) => p.id)],
    );
    return programas.map((p) => ({ ...p, cursos: cursos.filter((c) => c.idModalidade === p.id) }));
  }
}
