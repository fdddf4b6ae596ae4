import { Remote } from '@portal/contracts';
import { criarLinkPortal } from '@portal/ui';

/** Paths of this remote stay in its own router; the rest go through the shell's. */
export const LinkPortal = criarLinkPortal(Remote.inscricao);
