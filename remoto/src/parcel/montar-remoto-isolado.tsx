import { mountRootParcel, patchHistoryApi } from 'single-spa';
import { configurarHttp } from '@portal/shared-auth';
import { createRoot } from 'react-dom/client';
import type { LifecyclesDoRemoto } from './criar-lifecycles';
import { Notificacoes } from '@portal/ui';

/** Runs a remote alone (its own dev server), with the same props the shell passes. */
export function montarRemotoIsolado(lifecycles: LifecyclesDoRemoto, { apiBaseUrl }: { apiBaseUrl: string }) {
  patchHistoryApi({ urlRerouteOnly: true });
  configurarHttp({ baseURL: apiBaseUrl });

  const root = document.getElementById('root') as HTMLElement;
  const avisos = document.createElement('div');
  document.body.append(avisos);
  createRoot(avisos).render(<Notificacoes />);
  return mountRootParcel(lifecycles, {
    domElement: root,
    basename: '/',
    navigate: (to: string) => window.location.assign(to),
  });
}
