import {
  formatoCursoSchema,
  inscricaoSchema,
  opcaoInscricaoSchema,
  type FormatoCurso,
  type Inscricao,
  type OpcaoInscricao,
} from '@portal/contracts';
import { definirEscolha, definirOpcaoInscricao, escolhasStore, useEscolhas } from '@portal/shared-auth';
import { limparRascunhosDoFluxo } from './rascunhos';

// The option's schema lives in contracts, so this remote uses the shell's zod instead of bundling its own.
export { opcaoInscricaoSchema, type OpcaoInscricao };

export function salvarOpcaoInscricao(opcao: OpcaoInscricao): void {
  definirOpcaoInscricao(opcaoInscricaoSchema.parse(opcao));
}

/** Stored values are untrusted (another version may have written them): read them through the schemas. */
export function lerOpcaoInscricao(
  valor: unknown = escolhasStore.getState().opcaoInscricao,
): OpcaoInscricao | null {
  const lido = opcaoInscricaoSchema.safeParse(valor);
  return lido.success ? lido.data : null;
}

export function lerRascunhoAtualizacao(
  valor: unknown = escolhasStore.getState().inscricaoAtualizacao,
): Inscricao | null {
  const lido = inscricaoSchema.safeParse(valor);
  return lido.success ? lido.data : null;
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
  const lido = formatoCursoSchema.safeParse((valor as { formatoCurso?: unknown } | null)?.formatoCurso);
  return lido.success ? lido.data : undefined;
}
