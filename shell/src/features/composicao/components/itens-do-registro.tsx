import type { ReactNode } from 'react';
import { itensDoMenuNoRegistro, type ItemDoMenu } from '@portal/contracts';
import type { CatalogoRemotos } from '../api/catalogo-remotos';
import { useRegistroLido } from '../hooks/use-registro-lido';

/**
 * The sidebar entries that remotes declare in their registry lines for this role (decision 1560), drawn by the
 * sidebar's own function: the shell knows no staff area's path or label. Loaded through `MenuDoRegistro`.
 */
export interface PropsDosItensDoRegistro {
  catalogo: CatalogoRemotos;
  papel: string;
  children: (itens: readonly ItemDoMenu[]) => ReactNode;
}

export function ItensDoRegistro({ catalogo, papel, children }: PropsDosItensDoRegistro) {
  const { registro } = useRegistroLido(catalogo);
  return <>{registro && children(itensDoMenuNoRegistro(registro, papel))}</>;
}
