import {
  chamarValidado,
  definicoesConvocacao,
  definicoesGestao,
  requisicao,
  gestao,
  type ConvocarPedido,
  type MudarVagasPedido,
} from '@portal/contracts';
import { http } from '@portal/shared-auth';

export const INSCRICOES_POR_PAGINA = 20;
export const HISTORICO_POR_PAGINA = 20;

/** One class of the operations area: read, change, list, call up, export. Every answer is checked by its schema. */
export const turmaApi = {
  obter: (id: number) => chamarValidado(http, definicoesGestao.turma, { params: { id } }),
  abrirOuFechar: (id: number, abertas: boolean) =>
    chamarValidado(http, definicoesGestao.abrirOuFecharInscricoes, { params: { id }, corpo: { abertas } }),
  mudarVagas: (id: number, pedido: MudarVagasPedido) =>
    chamarValidado(http, definicoesGestao.mudarVagas, { params: { id }, corpo: pedido }),
  inscricoes: (id: number, pagina: number, status?: number) =>
    chamarValidado(http, definicoesGestao.inscricoesDaTurma, {
      params: { id },
      query: { pagina, porPagina: INSCRICOES_POR_PAGINA, status },
    }),
  historico: (id: number, pagina: number) =>
    chamarValidado(http, definicoesGestao.historicoDaTurma, {
      params: { id },
      query: { pagina, porPagina: HISTORICO_POR_PAGINA },
    }),
  convocar: (id: number, pedido: ConvocarPedido) =>
    chamarValidado(http, definicoesConvocacao.convocar, { params: { id }, corpo: pedido }),
  /** The CSV as a file (UTF-8 with BOM): fetched with the session's token, which a plain link would not carry. */
  async csv(id: number, status?: number): Promise<Blob> {
    const { data } = await http.request<string>(
      requisicao(gestao.inscricoesDaTurmaCsv, { params: { id }, query: { status } }),
    );
    return arquivoCsv(data);
  },
};

/**
 * The client reads answers as text, and decoding UTF-8 drops the API's BOM; it goes back in front so spreadsheet
 * software opens the accents correctly.
 */
export function arquivoCsv(texto: string): Blob {
  const comBom = texto.startsWith('\uFEFF') ? texto : `\uFEFF${texto}`;
  return new Blob([comBom], { type: 'text/csv;charset=utf-8' });
}
