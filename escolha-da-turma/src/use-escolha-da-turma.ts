import { useCallback, useMemo, useState } from 'react';
import { clienteDoCatalogo, type Municipio, type Turma, type Unidade } from '@portal/contracts';
import { http } from '@portal/shared-auth';
import { useRascunho, type Validacao } from '@portal/ui';
import { useCarga } from '@portal/remoto';

/** The answers, as the selects hold them ('' while unanswered). */
export interface EscolhaDaTurma {
  idCurso: string;
  idMunicipio: string;
  idOrdemServico: string;
  idTurma: string;
}
export type CampoDaEscolha = keyof EscolhaDaTurma;

/** The levels, top to bottom: each list depends on the answers above it. */
export const ORDEM_DA_ESCOLHA: readonly CampoDaEscolha[] = [
  'idCurso',
  'idMunicipio',
  'idOrdemServico',
  'idTurma',
];

/** What the error summary says of a level left unanswered. */
export const FALTANDO_NA_ESCOLHA: Record<CampoDaEscolha, string> = {
  idCurso: 'Escolha o curso.',
  idMunicipio: 'Escolha o município.',
  idOrdemServico: 'Escolha a unidade.',
  idTurma: 'Escolha a turma.',
};

/** Every level answered: the class chosen; else what is missing, field by field. */
export function validarEscolhaDaTurma(escolha: EscolhaDaTurma): Validacao<number> {
  const faltando = ORDEM_DA_ESCOLHA.filter((campo) => !escolha[campo]);
  if (faltando.length === 0) return { ok: true, dados: Number(escolha.idTurma) };
  return {
    ok: false,
    erros: Object.fromEntries(faltando.map((campo) => [campo, FALTANDO_NA_ESCOLHA[campo]])),
  };
}

/** Nothing to list until the level above is answered. */
const nada = <T>(): Promise<T[]> => Promise.resolve([]);

/**
 * Course → municipality → unit → class (decision 0219), each list loaded once the level above is answered. Kept as a
 * draft under `chaveRascunho`, so a reload or a failed save keeps the answers; changing a level clears those below.
 * A page for one course passes it in `inicial` and never changes it.
 */
export function useEscolhaDaTurma(chaveRascunho: string, inicial: EscolhaDaTurma) {
  // The first initial answers count, even if the caller passes a new literal each render.
  const [primeira] = useState(inicial);
  const [rascunho, definir, limpar] = useRascunho<EscolhaDaTurma>(chaveRascunho, primeira);
  // A draft saved by an older page may lack a level: the initial answer fills it.
  const escolha = useMemo(() => ({ ...primeira, ...rascunho }), [primeira, rascunho]);
  const { idCurso, idMunicipio, idOrdemServico } = escolha;
  const catalogo = useMemo(() => clienteDoCatalogo(http), []);
  const municipios = useCarga(
    () => (idCurso ? catalogo.municipios(Number(idCurso)) : nada<Municipio>()),
    `m:${idCurso}`,
  );
  const unidades = useCarga(
    () =>
      idCurso && idMunicipio ? catalogo.unidades(Number(idCurso), Number(idMunicipio)) : nada<Unidade>(),
    `u:${idCurso}:${idMunicipio}`,
  );
  const turmas = useCarga(
    () => (idOrdemServico ? catalogo.turmas(Number(idOrdemServico)) : nada<Turma>()),
    `t:${idOrdemServico}`,
  );

  const alterar = useCallback(
    (campo: CampoDaEscolha, valor: string) =>
      definir((anterior) => {
        const proxima = { ...primeira, ...anterior, [campo]: valor };
        for (const abaixo of ORDEM_DA_ESCOLHA.slice(ORDEM_DA_ESCOLHA.indexOf(campo) + 1))
          proxima[abaixo] = '';
        return proxima;
      }),
    [definir, primeira],
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

export type CascataDaTurma = ReturnType<typeof useEscolhaDaTurma>;
