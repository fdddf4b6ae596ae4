import {
  inscricaoSchema,
  opcaoInscricaoSchema,
  type Inscricao,
  type OpcaoInscricao,
} from '@portal/contracts';
import { definirOpcaoInscricao, escolhasStore, useEscolhas } from '@portal/shared-auth';

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
