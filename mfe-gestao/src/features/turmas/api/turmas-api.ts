import { chamarValidado, definicoesGestao } from '@portal/contracts';
import { http } from '@portal/shared-auth';

export interface FiltroTurmas {
  pagina: number;
  idPrograma?: number | undefined;
  idUnidade?: number | undefined;
}

export const TURMAS_POR_PAGINA = 20;

/** The classes in the caller's scope (the API decides the scope), one page at a time; answers checked by schema. */
export const turmasApi = {
  listar({ pagina, idPrograma, idUnidade }: FiltroTurmas) {
    return chamarValidado(http, definicoesGestao.turmas, {
      query: { pagina, porPagina: TURMAS_POR_PAGINA, idPrograma, idUnidade },
    });
  },
  /** The filter choices: programmes and units of the classes the caller sees (the first 100, the page cap). */
  async opcoesDeFiltro() {
    const { itens } = await chamarValidado(http, definicoesGestao.turmas, { query: { porPagina: 100 } });
    const programas = new Map(itens.map((t) => [t.idPrograma, t.programa]));
    const unidades = new Map(itens.map((t) => [t.idUnidade, t.unidade]));
    return { programas: [...programas], unidades: [...unidades] };
  },
};
