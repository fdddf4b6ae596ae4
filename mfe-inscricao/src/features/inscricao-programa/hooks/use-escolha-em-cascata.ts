import { useRascunho, useCarga } from '@portal/ui';
import { catalogoApi } from '../../../comum/api/catalogo-api';

export interface EscolhaCascata {
  idMunicipio: string;
  idOrdemServico: string;
  idTurma: string;
}
const VAZIA: EscolhaCascata = { idMunicipio: '', idOrdemServico: '', idTurma: '' };

/**
 * Municipality → unit → class for one course, each list loaded when the previous answer is given. Changing an
 * answer clears the ones after it; the answers survive a reload (draft in this tab).
 */
export function useEscolhaEmCascata(idCurso: number) {
  const [escolha, setEscolha, limpar] = useRascunho<EscolhaCascata>(`inscricao:programa:${idCurso}`, VAZIA);
  const municipios = useCarga(() => catalogoApi.municipios(idCurso), `m:${idCurso}`);
  const unidades = useCarga(
    () =>
      escolha.idMunicipio ? catalogoApi.unidades(idCurso, Number(escolha.idMunicipio)) : Promise.resolve([]),
    `u:${idCurso}:${escolha.idMunicipio}`,
  );
  const turmas = useCarga(
    () => (escolha.idOrdemServico ? catalogoApi.turmas(Number(escolha.idOrdemServico)) : Promise.resolve([])),
    `t:${escolha.idOrdemServico}`,
  );

  const alterar = (campo: keyof EscolhaCascata, valor: string) =>
    setEscolha((atual) => {
      if (campo === 'idMunicipio') return { ...VAZIA, idMunicipio: valor };
      if (campo === 'idOrdemServico') return { ...atual, idOrdemServico: valor, idTurma: '' };
      return { ...atual, idTurma: valor };
    });

  return {
    escolha,
    alterar,
    limpar,
    municipios: municipios.dados ?? [],
    unidades: unidades.dados ?? [],
    turmas: turmas.dados ?? [],
    erro: municipios.erro,
  };
}
