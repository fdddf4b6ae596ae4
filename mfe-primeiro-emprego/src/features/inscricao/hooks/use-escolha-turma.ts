import { useCallback } from 'react';
import type { Municipio, Turma, Unidade } from '@portal/contracts';
import { useRascunho, useCarga } from '@portal/ui';
import { catalogoApi } from '../../../comum/api/catalogo-api';

export interface EscolhaTurma {
  idCurso: string;
  idMunicipio: string;
  idOrdemServico: string;
  idTurma: string;
}
export type CampoEscolha = keyof EscolhaTurma;

export const ORDEM_DOS_CAMPOS: readonly CampoEscolha[] = [
  'idCurso',
  'idMunicipio',
  'idOrdemServico',
  'idTurma',
];
export const CHAVE_RASCUNHO = 'primeiro-emprego-inscricao';

/** Nothing to list until the level above is chosen. */
function nada<T>(): Promise<T[]> {
  return Promise.resolve([]);
}

/**
 * Course → municipality → unit → class, each list loaded once the level above is chosen. Kept as a draft, so a
 * reload or a failed save keeps the choices; changing a level clears the levels below it.
 */
export function useEscolhaTurma(inicial: EscolhaTurma) {
  const [escolha, setEscolha, limpar] = useRascunho<EscolhaTurma>(CHAVE_RASCUNHO, inicial);
  const { idCurso, idMunicipio, idOrdemServico } = escolha;
  const municipios = useCarga(
    () => (idCurso ? catalogoApi.municipios(Number(idCurso)) : nada<Municipio>()),
    `m:${idCurso}`,
  );
  const unidades = useCarga(
    () =>
      idCurso && idMunicipio ? catalogoApi.unidades(Number(idCurso), Number(idMunicipio)) : nada<Unidade>(),
    `u:${idCurso}:${idMunicipio}`,
  );
  const turmas = useCarga(
    () => (idOrdemServico ? catalogoApi.turmas(Number(idOrdemServico)) : nada<Turma>()),
    `t:${idOrdemServico}`,
  );

  const alterar = useCallback(
    (campo: CampoEscolha, valor: string) =>
      setEscolha((anterior) => {
        const proxima = { ...anterior, [campo]: valor };
        for (const abaixo of ORDEM_DOS_CAMPOS.slice(ORDEM_DOS_CAMPOS.indexOf(campo) + 1))
          proxima[abaixo] = '';
        return proxima;
      }),
    [setEscolha],
  );

  return {
    escolha,
    alterar,
    limpar,
    municipios: municipios.dados ?? [],
    unidades: unidades.dados ?? [],
    turmas: turmas.dados ?? [],
  };
}
