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
  /** The filter choices: the programmes and units of every class the caller sees, by name (the API reads them all). */
  async opcoesDeFiltro() {
    const { programas, unidades } = await chamarValidado(http, definicoesGestao.filtrosDasTurmas);
    const pares = (opcoes: { id: number; nome: string }[]) =>
      opcoes.map(({ id, nome }): [number, string] => [id, nome]);
    return { programas: pares(programas), unidades: pares(unidades) };
  },
};
