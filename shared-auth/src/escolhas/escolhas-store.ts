import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { CHAVES_LIMPAS_APOS_INSCRICAO, StorageKey } from '@portal/contracts';
import { armazenamento } from '../storage/armazenamento';

export interface MunicipioEscolhido {
  idMunicipio: number;
}
export interface CursoEscolhido {
  idCurso: number;
  idModalidade: number;
}
export interface FormatoCursoEscolhido {
  formatoCurso: string;
}

export interface EstadoEscolhas {
  municipio: MunicipioEscolhido | null;
  curso: CursoEscolhido | null;
  opcaoInscricao: unknown | null;
  inscricaoAtualizacao: unknown | null;
  formatoCurso: FormatoCursoEscolhido | null;
}
export type CampoEscolha = keyof EstadoEscolhas;

/** Where each enrolment choice lives in the browser (spec §3 names). */
export const CHAVE_DA_ESCOLHA: Readonly<Record<CampoEscolha, StorageKey>> = {
  municipio: StorageKey.municipioEscolhido,
  curso: StorageKey.cursoEscolhido,
  opcaoInscricao: StorageKey.opcaoInscricao,
  inscricaoAtualizacao: StorageKey.inscricaoAtualizacao,
  formatoCurso: StorageKey.formatoCurso,
};

const CAMPOS = Object.keys(CHAVE_DA_ESCOLHA) as CampoEscolha[];

function lerEscolhasGuardadas(): EstadoEscolhas {
  const estado = {} as Record<CampoEscolha, unknown>;
  for (const campo of CAMPOS) estado[campo] = armazenamento.lerJson(CHAVE_DA_ESCOLHA[campo]);
  return estado as EstadoEscolhas;
}

export const escolhasStore = createStore<EstadoEscolhas>()(() => lerEscolhasGuardadas());

/** Saves one choice (null removes it) in storage and in the store together, so they never disagree. */
export function definirEscolha<C extends CampoEscolha>(campo: C, valor: EstadoEscolhas[C]): void {
  if (valor === null || valor === undefined) armazenamento.remover(CHAVE_DA_ESCOLHA[campo]);
  else armazenamento.gravarJson(CHAVE_DA_ESCOLHA[campo], valor);
  escolhasStore.setState({ [campo]: valor ?? null } as Partial<EstadoEscolhas>);
}

export const definirMunicipioEscolhido = (v: MunicipioEscolhido | null) => definirEscolha('municipio', v);
export const definirCursoEscolhido = (v: CursoEscolhido | null) => definirEscolha('curso', v);
export const definirOpcaoInscricao = (v: unknown | null) => definirEscolha('opcaoInscricao', v);
export const definirInscricaoAtualizacao = (v: unknown | null) => definirEscolha('inscricaoAtualizacao', v);
export const definirFormatoCurso = (v: FormatoCursoEscolhido | null) => definirEscolha('formatoCurso', v);

function limparChaves(chaves: readonly StorageKey[]): void {
  for (const campo of CAMPOS) if (chaves.includes(CHAVE_DA_ESCOLHA[campo])) definirEscolha(campo, null);
}

/** After creating or updating an enrolment (spec §4, Enrolment lifecycle). */
export function limparEscolhasAposInscricao(): void {
  limparChaves(CHAVES_LIMPAS_APOS_INSCRICAO);
}

export { limparChaves as limparEscolhasPorChave };

/** Re-reads storage, used when another tab changed a choice. */
export function recarregarEscolhas(): void {
  escolhasStore.setState(lerEscolhasGuardadas());
}

export function ehChaveDeEscolha(chave: string | null): boolean {
  return chave !== null && CAMPOS.some((campo) => CHAVE_DA_ESCOLHA[campo] === chave);
}

export function useEscolhas<T>(seletor: (estado: EstadoEscolhas) => T): T {
  return useStore(escolhasStore, seletor);
}
