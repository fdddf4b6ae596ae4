/**
 * On a prerendered page the text is already in the HTML, so nothing the boot needs may start downloading before the
 * first paint (decision 0856): a preload hint in the `<head>` is requested while the page is still being parsed, and on
 * a 1.6 Mbit/s link 130 KiB of scripts take the bandwidth the page's own bytes need. Their hints go instead into a data
 * block that the shell's page reads after its first frame, where it starts main.js and then asks for them, two per
 * task (still one wave after the HTML; shell/src/index.html, decision 0865).
 */
import { blocoDeDados, ID_DICAS_DEPOIS_DA_PINTURA } from '@portal/contracts';
import type { Dica } from './manifesto.js';

/** The shell's own preload of main.js (decision 0854), the only script preload its index.html has, in any order. */
export const PRE_CARGA_DO_SHELL = /<link\b(?=[^>]*\srel="preload")(?=[^>]*\sas="script")[^>]*>/g;

/**
 * Only a shell whose page reads the block gets it: an older shell, still live while the server is updated, keeps its
 * hints in the `<head>` (deploying one never requires the other).
 */
export const shellLeAsDicas = (htmlDoShell: string) => htmlDoShell.includes(ID_DICAS_DEPOIS_DA_PINTURA);

/** Scripts and the manifest wait for the first paint; stylesheets do not (the page must be styled when it paints). */
export const esperaAPintura = ({ como }: Dica) => como === 'script' || como === 'fetch';

export function blocoDasDicasDepoisDaPintura(dicas: readonly Dica[]): string {
  if (dicas.length === 0) return '';
  const lista = dicas.map(({ href, como }) => ({ href, como }));
  return blocoDeDados(ID_DICAS_DEPOIS_DA_PINTURA, JSON.stringify(lista));
}
