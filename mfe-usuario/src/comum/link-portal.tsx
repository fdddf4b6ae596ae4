import { criarLinkPortal } from '@portal/remoto';

/** Every link of this remote leaves it, through the shell's router. */
export const LinkPortal = criarLinkPortal();
