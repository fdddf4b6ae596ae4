import { http } from '@portal/shared-auth';
import {
  inscricao,
  questionarios,
  requisicao,
  inscricaoDetalheSchema,
  possuiQuestionarioResponseSchema,
  primeiroEmpregoListaResponseSchema,
  questionarioSchema,
  type InscricaoDetalhe,
  type PeriodoInscricao,
  type PossuiQuestionarioResponse,
  type PrimeiroEmpregoRequest,
  type Questionario,
  type RespostasQuestionario,
} from '@portal/contracts';

export interface ListaPrimeiroEmprego {
  inscricoes: InscricaoDetalhe[];
  periodoAtual: PeriodoInscricao | null;
}

/** The first-job calls of spec §7 (inscricao and matricula), answers checked against the contracts. */
export const primeiroEmpregoApi = {
  async lista(idUsuario: number): Promise<ListaPrimeiroEmprego> {
    const { data } = await http.request(
      requisicao(inscricao.primeiroEmpregoDoUsuario, { params: { userId: idUsuario } }),
    );
    return primeiroEmpregoListaResponseSchema.parse(data);
  },
  async inscrever(pedido: PrimeiroEmpregoRequest): Promise<InscricaoDetalhe> {
    const { data } = await http.request(requisicao(inscricao.primeiroEmprego, { corpo: pedido }));
    return inscricaoDetalheSchema.parse(data);
  },
  async possuiQuestionario(
    idUsuario: number,
    idPeriodoInscricao: number,
  ): Promise<PossuiQuestionarioResponse> {
    const { data } = await http.request(
      requisicao(questionarios.possuiDoPeriodo, { query: { idUsuario, idPeriodoInscricao } }),
    );
    return possuiQuestionarioResponseSchema.parse(data);
  },
  /** The API lists only these types (decision 0701): the first-job questionnaire is the general one. */
  async questionario(): Promise<Questionario> {
    const { data } = await http.request(requisicao(questionarios.buscar, { query: { tipo: 'GERAL' } }));
    return questionarioSchema.parse(data);
  },
  async responder(respostas: RespostasQuestionario): Promise<void> {
    await http.request(requisicao(questionarios.registrarMatriculaExpresso, { corpo: respostas }));
  },
  /** One enrolment: the API answers only the owner (403 for anyone else, 404 when it does not exist). */
  async inscricao(idInscricao: number): Promise<InscricaoDetalhe> {
    const { data } = await http.request(requisicao(inscricao.porId, { params: { id: idInscricao } }));
    return inscricaoDetalheSchema.parse(data);
  },
  async confirmarMatricula(idInscricao: number, idConvocado: number): Promise<void> {
    // No body at all (spec §7): a `null` body left axios' form content type on the request, and the API answered 415.
    await http.request(requisicao(inscricao.confirmarMatricula, { query: { idInscricao, idConvocado } }));
  },
};
