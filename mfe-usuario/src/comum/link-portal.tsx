import { criarLinkPortal } from '@portal/ui';

/** Every link of this remote leaves it, through the shell's router. */
export const LinkPortal = criarLinkPortal();
