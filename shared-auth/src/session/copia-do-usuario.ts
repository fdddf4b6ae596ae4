import { gravarCopia, lerCopia, type CopiaNoAparelho } from '../storage/copia-no-aparelho';
import { sessionStore } from './session-store';

export type { CopiaNoAparelho };

/**
 * Keeps the signed-in citizen's last answer of a screen (`tela`) on the device, if it is theirs: `dono` is the user the
 * answer is about, and an answer about someone else (staff opening a citizen's enrolment) is never written.
 */
export function guardarNoAparelho(tela: string, dados: unknown, dono: number): void {
  const idUsuario = sessionStore.getState().user?.id;
  if (idUsuario !== undefined && idUsuario === dono) gravarCopia(idUsuario, tela, dados);
}

/** The signed-in citizen's copy of a screen, or null (no one signed in, or nothing kept). */
export function lerDoAparelho<T>(tela: string): CopiaNoAparelho<T> | null {
  const idUsuario = sessionStore.getState().user?.id;
  return idUsuario === undefined ? null : lerCopia<T>(idUsuario, tela);
}
