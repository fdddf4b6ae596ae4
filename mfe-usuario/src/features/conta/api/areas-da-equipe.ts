import { itensDoMenuNoRegistro, type ItemDoMenu } from '@portal/contracts';
import { lerRegistroDoServidor } from '@portal/contracts/registro-na-pagina';
import { env } from '../../../config/env';

/**
 * The staff areas a role may open, as their remotes declare them in the registry (`menu`, decision 1560): read here,
 * on the staff page, and never by the shell, so a citizen's first load carries none of them (decision 1562). The page's
 * own copy of the registry, or `remotes.json` when it was served without one.
 */
export async function areasDaEquipe(papel: string, buscar?: typeof fetch): Promise<ItemDoMenu[]> {
  const { registro } = await lerRegistroDoServidor(env.remotesUrl, buscar);
  return itensDoMenuNoRegistro(registro, papel);
}
