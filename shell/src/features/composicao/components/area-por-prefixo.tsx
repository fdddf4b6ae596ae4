import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { CatalogoRemotos } from '../api/catalogo-remotos';
import { donoDaRota } from '../api/dono-da-rota';
import { AreaRemota } from './area-remota';

/**
 * The one catch-all route: the first URL segment picks the remote, and the area is keyed by remote name, so
 * moving between two prefixes of the same remote (inscricao → meus-cursos) keeps its parcel mounted.
 */
export function AreaPorPrefixo({ catalogo, naoEncontrada }: { catalogo: CatalogoRemotos; naoEncontrada: ReactNode }) {
  const { pathname } = useLocation();
  const dono = donoDaRota(pathname);
  if (dono.tipo !== 'remoto') return <>{naoEncontrada}</>;
  return <AreaRemota key={dono.remoto} remoto={dono.remoto} catalogo={catalogo} />;
}
