import type { z } from 'zod';
import type { ErroDeCampo } from '@portal/ui';

/** zod issues → one summary entry per field (the first message), pointing at the field's id. */
export function errosDeCampo(erro: z.ZodError): ErroDeCampo[] {
  const porCampo = new Map<string, string>();
  for (const issue of erro.issues) {
    const campo = String(issue.path[0] ?? '');
    if (campo && !porCampo.has(campo)) porCampo.set(campo, issue.message);
  }
  return [...porCampo].map(([campo, mensagem]) => ({ campo, mensagem }));
}
