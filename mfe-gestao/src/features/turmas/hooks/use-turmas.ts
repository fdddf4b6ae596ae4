import { ID_MAXIMO } from '@portal/contracts';
import { useCarga } from '@portal/remoto';
import { useParametros } from '../../../comum/parametros';
import { turmasApi } from '../api/turmas-api';

const FILTROS = { programa: ID_MAXIMO, unidade: ID_MAXIMO };

/** The page of classes the query string asks for, and the filter choices (loaded once). */
export function useTurmas() {
  const { valores, pagina, mudar } = useParametros(FILTROS);
  const filtro = { pagina, idPrograma: valores.programa, idUnidade: valores.unidade };
  const turmas = useCarga(() => turmasApi.listar(filtro), JSON.stringify(filtro));
  const opcoes = useCarga(() => turmasApi.opcoesDeFiltro(), 'opcoes');
  return { turmas, opcoes, filtro, mudar };
}
