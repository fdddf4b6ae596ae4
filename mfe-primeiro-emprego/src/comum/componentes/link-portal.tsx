import { criarLinkPortal } from '@portal/remoto';
import { PREFIXOS } from '../../config/caminhos';

/** Paths of this remote stay in its own router; the rest go through the shell's. */
export const LinkPortal = criarLinkPortal(PREFIXOS);
