import {
  FALHA,
  leiturasGuardadas,
  type FormatoCurso,
  type Inscricao,
  type OpcaoInscricao,
} from '@portal/contracts';
import { definirEscolha, definirOpcaoInscricao, escolhasStore, useEscolhas } from '@portal/shared-auth';
import { limparRascunhosDoFluxo } from './rascunhos';

export type { OpcaoInscricao };

/** Stored values are untrusted (another version may have written them): read as their schemas, without zod (0841). */
const lido = <T>(valor: T | typeof FALHA): T | null => (valor === FALHA ? null : valor);

export function salvarOpcaoInscricao(opcao: OpcaoInscricao): void {
  const valida = lido(leiturasGuardadas.opcaoInscricao(opcao));
  if (!valida) throw new Error('Opção de inscrição inválida.');
  definirOpcaoInscricao(valida);
}

export function lerOpcaoInscricao(
  valor: unknown = escolhasStore.getState().opcaoInscricao,
): OpcaoInscricao | null {
  return lido(leiturasGuardadas.opcaoInscricao(valor));
}

export function lerRascunhoAtualizacao(
  valor: unknown = escolhasStore.getState().inscricaoAtualizacao,
): Inscricao | null {
  return lido(leiturasGuardadas.inscricao(valor));
}

export function useOpcaoInscricao(): OpcaoInscricao | null {
  return lerOpcaoInscricao(useEscolhas((e) => e.opcaoInscricao));
}

export function useRascunhoAtualizacao(): Inscricao | null {
  return lerRascunhoAtualizacao(useEscolhas((e) => e.inscricaoAtualizacao));
}

/**
 * Every enrolment choice, the update draft and the pages' unsaved answers: after a cancellation the next enrolment
 * starts from nothing and is a new one (decision 0132), never an update of the cancelled enrolment.
 */
export function descartarEscolhasDoFluxo(): void {
  for (const campo of [
    'curso',
    'municipio',
    'opcaoInscricao',
    'inscricaoAtualizacao',
    'formatoCurso',
  ] as const) {
    definirEscolha(campo, null);
  }
  limparRascunhosDoFluxo();
}

/** The stored course format ({formatoCurso}, spec §3), when it is one the API knows. */
export function lerFormatoCurso(
  valor: unknown = escolhasStore.getState().formatoCurso,
): FormatoCurso | undefined {
  return (
    lido(leiturasGuardadas.formatoCurso((valor as { formatoCurso?: unknown } | null)?.formatoCurso)) ??
    undefined
  );
}
