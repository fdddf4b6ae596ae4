import { z } from 'zod';
import { inscricaoSchema, type Inscricao } from '@portal/contracts';
import { definirOpcaoInscricao, escolhasStore, useEscolhas } from '@portal/shared-auth';

/** What the shift step stores as the enrolment option (spec §3 "enrolment option"). */
export const opcaoInscricaoSchema = z.object({
  idTurma: z.number().int().positive(),
  idOrdemServico: z.number().int().positive(),
});
export type OpcaoInscricao = z.infer<typeof opcaoInscricaoSchema>;

export function salvarOpcaoInscricao(opcao: OpcaoInscricao): void {
  definirOpcaoInscricao(opcaoInscricaoSchema.parse(opcao));
}

/** Stored values are untrusted (another version may have written them): read them through the schemas. */
export function lerOpcaoInscricao(valor: unknown = escolhasStore.getState().opcaoInscricao): OpcaoInscricao | null {
  const lido = opcaoInscricaoSchema.safeParse(valor);
  return lido.success ? lido.data : null;
}

export function lerRascunhoAtualizacao(valor: unknown = escolhasStore.getState().inscricaoAtualizacao): Inscricao | null {
  const lido = inscricaoSchema.safeParse(valor);
  return lido.success ? lido.data : null;
}

export function useOpcaoInscricao(): OpcaoInscricao | null {
  return lerOpcaoInscricao(useEscolhas((e) => e.opcaoInscricao));
}

export function useRascunhoAtualizacao(): Inscricao | null {
  return lerRascunhoAtualizacao(useEscolhas((e) => e.inscricaoAtualizacao));
}
