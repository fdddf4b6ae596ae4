import '@portal/ui/styles.css';
import './app/shell.css';
import { createRoot } from 'react-dom/client';
import { patchHistoryApi } from 'single-spa';
import { Mensagem, PARAM_RETORNO, Rota } from '@portal/contracts';
import { configurarHttp, notificar } from '@portal/shared-auth';
import { env } from './config/env';
import { App } from './app/app';
import { criarServicos, navegarNoPortal } from './app/servicos';
import { registrarGovBr } from './features/govbr/api/configuracao-oidc';

// Parcel-only single-spa: no registerApplication, no start(). The patch makes every pushState/replaceState
// dispatch a popstate, so the shell's router and each remote's router follow one URL. Once, before any router.
patchHistoryApi({ urlRerouteOnly: true });

configurarHttp({
  baseURL: env.apiBaseUrl,
  aoExpirarSessao: (returnUrl) => {
    notificar.toast(Mensagem.efetueLoginSessaoExpirada, 'warning');
    navegarNoPortal(`${Rota.login}?${PARAM_RETORNO}=${encodeURIComponent(returnUrl)}`);
  },
});

const servicos = criarServicos();
registrarGovBr(servicos.carregarGerenciadorOidc);
// Fetching remotes.json starts now, while React renders the first page.
void servicos.catalogo.iniciar();

createRoot(document.getElementById('root') as HTMLElement).render(<App servicos={servicos} />);
