import { chamarValidado, definicoesEquipe, type ConcederPapelPedido } from '@portal/contracts';
import { http } from '@portal/shared-auth';

export const MEMBROS_POR_PAGINA = 20;

/** The staff administration (decision 0210): every answer checked by its schema; the API allows the Administrador only. */
export const equipeApi = {
  membros: (pagina: number) =>
    chamarValidado(http, definicoesEquipe.membros, { query: { pagina, porPagina: MEMBROS_POR_PAGINA } }),
  alvos: () => chamarValidado(http, definicoesEquipe.alvos),
  conceder: (pedido: ConcederPapelPedido) =>
    chamarValidado(http, definicoesEquipe.concederPapel, { corpo: pedido }),
  removerPapel: (id: number) => chamarValidado(http, definicoesEquipe.removerPapel, { params: { id } }),
  removerEscopo: (id: number, idEscopo: number) =>
    chamarValidado(http, definicoesEquipe.removerEscopo, { params: { id, idEscopo } }),
};
