import { http } from '@portal/shared-auth';
import {
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
import type { ErroDeCampo } from '@portal/ui';

export interface ListaPrimeiroEmprego {
  inscricoes: InscricaoDetalhe[];
  periodoAtual: PeriodoInscricao | null;
}

/** The first-job calls of spec §7 (inscricao and matricula), answers checked against the contracts. */
export const primeiroEmpregoApi = {
  async lista(idUsuario: number): Promise<ListaPrimeiroEmprego> {
    const { data } = await http.get(`/v1/inscricao/PrimeiroEmpregoList/usuario/${idUsuario}`);
    return primeiroEmpregoListaResponseSchema.parse(data);
  },
  async inscrever(pedido: PrimeiroEmpregoRequest): Promise<InscricaoDetalhe> {
    const { data } = await http.post('/v1/inscricao/PrimeiroEmpregoSP', pedido);
    return inscricaoDetalheSchema.parse(data);
  },
  async possuiQuestionario(
    idUsuario: number,
    idPeriodoInscricao: number,
  ): Promise<PossuiQuestionarioResponse> {
    const { data } = await http.get('/v1/matricula/PossuiQuestionarioPeriodoInscricao', {
      params: { idUsuario, idPeriodoInscricao },
    });
    return possuiQuestionarioResponseSchema.parse(data);
  },
  /** The API lists only these types (decision 0701): the first-job questionnaire is the general one. */
  async questionario(): Promise<Questionario> {
    const { data } = await http.get('/v1/questionarios', { params: { tipo: 'GERAL' } });
    return questionarioSchema.parse(data);
  },
  async responder(respostas: RespostasQuestionario): Promise<void> {
    await http.post('/v1/matricula/QuestionarioMatriculaExpresso', respostas);
  },
  /** GET /v1/inscricao/{id}: the API answers only the owner (403 for anyone else, 404 when it does not exist). */
  async inscricao(idInscricao: number): Promise<InscricaoDetalhe> {
    const { data } = await http.get(`/v1/inscricao/${idInscricao}`);
    return inscricaoDetalheSchema.parse(data);
  },
  async confirmarMatricula(idInscricao: number, idConvocado: number): Promise<void> {
    // No body at all (spec §7): a `null` body left axios' form content type on the request, and the API answered 415.
    await http.post('/v1/Inscricao/ViaRapida/ConfirmarMatricula', undefined, {
      params: { idInscricao, idConvocado },
    });
  },
};

/** The HTTP status of an API refusal, or null for a network failure or a non-HTTP error. */
export function statusDaRecusa(erro: unknown): number | null {
  return (erro as { response?: { status?: number } }).response?.status ?? null;
}

/** API errors {message, errors[]}: each entry of errors, or the message, attached to `campo` in the summary. */
export function errosDaApi(erro: unknown, campo: string, mensagemPadrao: string): ErroDeCampo[] {
  const corpo = (erro as { response?: { data?: { message?: unknown; errors?: unknown } } }).response?.data;
  const lista = Array.isArray(corpo?.errors)
    ? corpo.errors.filter((e): e is string => typeof e === 'string')
    : [];
  if (lista.length > 0) return lista.map((mensagem) => ({ campo, mensagem }));
  return [{ campo, mensagem: typeof corpo?.message === 'string' ? corpo.message : mensagemPadrao }];
}
