import { Repositorio } from '../db/repositorio.js';

/** What the enrolment rules read about a candidate: terms, confirmed e-mail, which records exist, birth year, schooling. */
export interface SituacaoDoCandidato {
  aceitou_termo: boolean;
  email_confirmado: boolean;
  ano_nascimento: number | null;
  tem_cadastro: boolean;
  tem_endereco: boolean;
  tem_socio: boolean;
  id_grau_instrucao: number | null;
  id_status_graduacao: number | null;
}

/** The situation of the candidate `usuario` (a placeholder); also read by the enrolment context, contexto-da-inscricao.repositorio.ts. */
export const consultaDaSituacao = (usuario: string) => `SELECT u.aceitou_termo, u.email_confirmado,
            extract(year FROM coalesce(dc.data_nascimento, u.data_nascimento))::integer AS ano_nascimento,
            dc.id_usuario IS NOT NULL AS tem_cadastro, e.id_usuario IS NOT NULL AS tem_endereco,
            ds.id_usuario IS NOT NULL AS tem_socio, ds.id_grau_instrucao, ds.id_status_graduacao
       FROM usuario u
       LEFT JOIN dados_cadastrais dc ON dc.id_usuario = u.id
       LEFT JOIN endereco e ON e.id_usuario = u.id
       LEFT JOIN dados_socioeconomicos ds ON ds.id_usuario = u.id
      WHERE u.id = ${usuario}`;

/** What the enrolment rules read about a candidate, for the update path (a create reads it in its context). */
export class RepositorioDaSituacaoDoCandidato extends Repositorio {
  /** The candidate's situation in one query (the registration date of birth wins over the account's); undefined when absent. */
  async ler(idUsuario: number): Promise<SituacaoDoCandidato | undefined> {
    const [situacao] = await this.db.query<SituacaoDoCandidato>(consultaDaSituacao('$1'), [idUsuario]);
    return situacao;
  }
}
