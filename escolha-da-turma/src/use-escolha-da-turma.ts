import { useCallback, useMemo, useState } from 'react';
import { clienteDoCatalogo, type Municipio, type Turma, type Unidade } from '@portal/contracts';
import { http } from '@portal/shared-auth';
import { useRascunho, type Validacao } from '@portal/ui';
import { useCarga, type Carga } from '@portal/remoto';

/** The answers, as the selects hold them ('' while unanswered). */
export interface EscolhaDaTurma {
  idCurso: string;
  idMunicipio: string;
  idOrdemServico: string;
  idTurma: string;
}
export type CampoDaEscolha = keyof EscolhaDaTurma;
/** The levels whose options come from the catalogue (the course's come from the page). */
export type CampoDaLista = Exclude<CampoDaEscolha, 'idCurso'>;

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
 * A page for one course passes it in `inicial` and never changes it. That course wins over a draft found for another
 * one (an earlier visit's); a page whose initial course is only a suggestion (the current enrolment's, which the
 * citizen may change) passes `cursoVence` false, so that such a draft, the citizen's own change, stays.
 */
export function useEscolhaDaTurma(chaveRascunho: string, inicial: EscolhaDaTurma, cursoVence = true) {
  // The first initial answers count, even if the caller passes a new literal each render.
  const [primeira] = useState(inicial);
  const [rascunho, definir, limpar] = useRascunho<EscolhaDaTurma>(chaveRascunho, primeira);
  // The draft read at mount when it is for another course: ignored as a whole, since its municipality, unit and class
  // belong to that course. Compared by identity, so the citizen's first change (a new object) is kept as usual.
  const [alheio] = useState(() =>
    cursoVence && primeira.idCurso && rascunho.idCurso && rascunho.idCurso !== primeira.idCurso
      ? rascunho
      : null,
  );
  // A draft saved by an older page may lack a level: the initial answer fills it.
  const valendo = useCallback(
    (r: EscolhaDaTurma) => (r === alheio ? primeira : { ...primeira, ...r }),
    [alheio, primeira],
  );
  const escolha = useMemo(() => valendo(rascunho), [valendo, rascunho]);
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
        const proxima = { ...valendo(anterior), [campo]: valor };
        for (const abaixo of ORDEM_DA_ESCOLHA.slice(ORDEM_DA_ESCOLHA.indexOf(campo) + 1))
          proxima[abaixo] = '';
        return proxima;
      }),
    [definir, valendo],
  );

  return {
    escolha,
    alterar,
    limpar,
    municipios: municipios.dados ?? [],
    unidades: unidades.dados ?? [],
    turmas: turmas.dados ?? [],
    // Each list's load, by the field it fills: a failed one is shown at its field with a retry, not as an empty select.
    cargas: { idMunicipio: municipios, idOrdemServico: unidades, idTurma: turmas } satisfies Record<
      CampoDaLista,
      Carga<unknown>
    >,
  };
}

export type CascataDaTurma = ReturnType<typeof useEscolhaDaTurma>;
