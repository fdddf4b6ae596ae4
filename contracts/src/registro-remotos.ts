import { z } from 'zod';
import { Remote } from './routes.js';

const NOMES_REMOTOS = Object.values(Remote) as [Remote, ...Remote[]];

/** One remote's line in `remotes.json`: where its Module Federation manifest lives and which build it is. */
export const entradaRegistroRemotoSchema = z.object({
  manifest: z.string().min(1),
  version: z.string().min(1),
});
export type EntradaRegistroRemoto = z.infer<typeof entradaRegistroRemotoSchema>;

/**
 * The per-environment registry the shell fetches at boot (architecture §2):
 * `{ "remotes": { "<Remote>": { "manifest": "<url of mf-manifest.json>", "version": "<string>" } } }`.
 * Deploying or rolling back a remote is changing its line here.
 */
export const registroRemotosSchema = z.object({
  remotes: z.partialRecord(z.enum(NOMES_REMOTOS), entradaRegistroRemotoSchema),
});
export type RegistroRemotos = z.infer<typeof registroRemotosSchema>;

export const URL_REGISTRO_REMOTOS = '/remotes.json';
