import { STATUS_INSCRICAO_ATIVOS } from '@portal/contracts';
import { Repositorio } from '../db/repositorio.js';
import { HOJE_EM_BRASILIA } from '../db/sql/instante.js';
import { consultaDaSessaoAtiva } from '../sessao/index.js';
import { consultaDaSituacao, type SituacaoDoCandidato } from './situacao-do-candidato.repositorio.js';
import { consultaDaTurmaParaInscricao, type TurmaParaInscricao } from './vagas.repositorio.js';

/** Everything the rules of an enrolment create read, in one round trip (decision 0171). */
export interface ContextoDaInscricao {
  situacao: SituacaoDoCandidato | undefined;
  turma: TurmaParaInscricao | undefined;
  /** The candidate already holds an active enrolment in the class's modality (decision 0110). */
  ativaNaModalidade: boolean;
  /** The class's programme has an enrolment period open today. */
  periodoAberto: boolean;
  /** The caller's server session (the token's) is live: read here instead of in a trip of its own (decision 0177). */
  sessaoAtiva: boolean;
  /** The caller's role as the database has it now (null when the session is not live): not the token's (issue 27). */
  papelDaSessao: string | null;
}

type Linha = { situacao: SituacaoDoCandidato | null; turma: TurmaParaInscricao | null } & Pick<
  ContextoDaInscricao,
  'ativaNaModalidade' | 'periodoAberto' | 'papelDaSessao'
>;

// The same two queries the update path reads apart, side by side; json keeps their columns and names as they are.
const SQL_CONTEXTO = `
  SELECT (SELECT row_to_json(s) FROM (${consultaDaSituacao('$1')}) s) AS situacao,
         row_to_json(t) AS turma,
         EXISTS (SELECT 1 FROM inscricao i
                  WHERE i.id_usuario = $1 AND i.id_modalidade = t.id_modalidade
                    AND i.id_status_inscricao = ANY($3::integer[])) AS "ativaNaModalidade",
         EXISTS (SELECT 1 FROM periodo_inscricao pi
                  WHERE pi.id_programa = t.id_modalidade AND ${HOJE_EM_BRASILIA} BETWEEN pi.inicio AND pi.fim) AS "periodoAberto",
         (${consultaDaSessaoAtiva('$4::uuid', '$5')}) AS "papelDaSessao"
    FROM (SELECT 1) AS um
    LEFT JOIN LATERAL (${consultaDaTurmaParaInscricao('$2')}) t ON true`;

/** The enrolment create's context (decision 0171): one round trip for every rule. */
export class RepositorioDoContextoDaInscricao extends Repositorio {
  /** The candidate's situation, the class, the two facts that depend on both, and the caller's session, for one create. */
  async ler(
    idUsuario: number,
    idTurma: number,
    sessao: { id: string; idUsuario: number },
  ): Promise<ContextoDaInscricao> {
    const [linha] = await this.db.query<Linha>(SQL_CONTEXTO, [
      idUsuario,
      idTurma,
      [...STATUS_INSCRICAO_ATIVOS],
      sessao.id,
      sessao.idUsuario,
    ]);
    return {
      situacao: linha?.situacao ?? undefined,
      turma: linha?.turma ?? undefined,
      ativaNaModalidade: linha?.ativaNaModalidade ?? false,
      periodoAberto: linha?.periodoAberto ?? false,
      sessaoAtiva: Boolean(linha?.papelDaSessao),
      papelDaSessao: linha?.papelDaSessao ?? null,
    };
  }
}
