import '@portal/ui/styles.css';
import './app/shell.css';
import { Mensagem, PARAM_RETORNO, Rota } from '@portal/contracts';
import { configurarHttp, notificar } from '@portal/shared-auth';
import { hidratarOuRenderizar } from '@portal/remoto/hospedeiro';
import { env } from './config/env';
import { App } from './app/app';
import { criarServicos, navegarNoPortal } from './app/servicos';
import { registrarGovBr } from './features/govbr/api/configuracao-oidc';
import { agendarAplicativo } from './features/aplicativo/api/aplicativo-sob-demanda';
import { paginaAntesDaRede } from './features/aplicativo/pagina-do-aparelho';

// single-spa (parcel-only, with its history patch) loads with the first remote area, not here (decision 0853).

configurarHttp({
  baseURL: env.apiBaseUrl,
  aoExpirarSessao: (returnUrl) => {
    notificar.toast(Mensagem.efetueLoginSessaoExpirada, 'warning');
    navegarNoPortal(`${Rota.login}?${PARAM_RETORNO}=${encodeURIComponent(returnUrl)}`);
  },
});

const servicos = criarServicos();
registrarGovBr(servicos.carregarGerenciadorOidc);
// Evaluating the shell's modules, starting the entry route's remote and React's setup of the root (a listener for
// every event) were one task of 70–100 ms on the preset's phone: the last two run each in a task of its own, in this
// order (decision 0863). The registry is read then (inline in the page, or remotes.json), and the entry route's remote
// starts loading while React renders the shell.
setTimeout(() => servicos.catalogo.preCarregarRota(window.location.pathname));

// A page the portal's server prerendered (gateway: the shell's prerender/) is hydrated; any other is rendered, in
// slices either way (decision 0850). When the visitor's first render differs (signed in, dark mode), React falls back
// to rendering the root on the client.
const iniciar = () =>
  hidratarOuRenderizar(document.getElementById('root') as HTMLElement, <App servicos={servicos} />);
// A page the service worker answered from the device (decision 0406) is already on screen; it hydrates once the
// network confirmed its composition (or opened it again, when a remote changed since it was kept).
if (paginaAntesDaRede()) void servicos.catalogo.iniciar().then(iniciar);
else setTimeout(iniciar);

// The installed portal (decisions 0400, 0406): its service worker and notices come in a chunk of their own once the
// page is interactive.
agendarAplicativo();
