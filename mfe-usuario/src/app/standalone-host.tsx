import '@portal/ui/styles.css';
import { mountRootParcel, patchHistoryApi } from 'single-spa';
import { configurarHttp } from '@portal/shared-auth';
import { Notificacoes } from '@portal/ui';
import { createRoot } from 'react-dom/client';
import { env } from '../config/env';
import * as lifecycles from './lifecycles';

/** Runs this remote alone (its own dev server), with the same props the shell passes. */
patchHistoryApi({ urlRerouteOnly: true });
configurarHttp({ baseURL: env.apiBaseUrl });

const root = document.getElementById('root') as HTMLElement;
const avisos = document.createElement('div');
document.body.append(avisos);
createRoot(avisos).render(<Notificacoes />);
void mountRootParcel(lifecycles, {
  domElement: root,
  basename: '/',
  navigate: (to: string) => window.location.assign(to),
});
