import { lazy, Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { MARCA_PORTAL_PRONTO } from '@portal/contracts';
import { Carregando, Notificacoes } from '@portal/ui/hospedeiro';
import { PaginaNaoEncontrada, PortalPropsProvider } from '@portal/remoto/hospedeiro';
import { useRegistroDeVisitas } from '../features/analytics/hooks/use-registro-de-visitas';
import { AreaPorPrefixo, BASE_DO_PORTAL } from '../features/composicao/components/area-remota';
import { PaginaInicial } from '../features/paginas/components/pagina-inicial';
import { PaginaErroInterno, PaginaProibida } from '../features/paginas/components/paginas-de-erro';
import { AvisoSobDemanda } from '../features/consentimento/components/aviso-sob-demanda';
import { Layout } from '../features/layout/components/layout';
import { ParteDoAplicativo } from '../features/aplicativo/components/parte-do-aplicativo';
import { LibrasSobDemanda } from '../features/libras/components/libras-sob-demanda';
import { BotaoModoEscuro } from '../features/modo-escuro/components/botao-modo-escuro';
import { definirNavegacaoDoPortal, type ServicosDoShell } from './servicos';
import { RotaShell } from '../config/caminhos';

// The statements are read rarely: each in a chunk of its own, off every other page's boot path.
const DeclaracaoDeAcessibilidade = lazy(() =>
  import('../features/paginas/components/declaracao-de-acessibilidade').then((m) => ({
    default: m.DeclaracaoDeAcessibilidade,
  })),
);
const Privacidade = lazy(() =>
  import('../features/paginas/components/privacidade').then((m) => ({ default: m.Privacidade })),
);

// Contact is reached from the FAQ only: off the boot path too.
const PaginaFaleConosco = lazy(() =>
  import('../features/paginas/components/fale-conosco').then((m) => ({ default: m.PaginaFaleConosco })),
);

// Only the gov.br callback needs the ID-token checks (jose): a chunk of its own, loaded on that page.
const RetornoGovBr = lazy(() =>
  import('../features/govbr/components/retorno-govbr').then((m) => ({ default: m.RetornoGovBr })),
);

export function App({ servicos }: { servicos: ServicosDoShell }) {
  return (
    <BrowserRouter>
      <RotasDoPortal servicos={servicos} />
      <Notificacoes />
    </BrowserRouter>
  );
}

/**
 * Page views, a leaf of its own: the consent it reads is the browser's, read after a prerendered page hydrates, and
 * each reading renders the component that asked again. In the layout that was the whole page, remote area included
 * (decision 0861).
 */
function RegistroDeVisitas({ urlAnalytics }: Pick<ServicosDoShell, 'urlAnalytics'>) {
  useRegistroDeVisitas(urlAnalytics);
  return null;
}

/** The layout with the shell's cross-cutting pieces plugged in: dark mode, the analytics consent and page views. */
export function LayoutDoPortal({ urlAnalytics }: Pick<ServicosDoShell, 'urlAnalytics'>) {
  return (
    <>
      <RegistroDeVisitas urlAnalytics={urlAnalytics} />
      <LibrasSobDemanda />
      <Layout
        acoesDoCabecalho={<BotaoModoEscuro />}
        avisoNoRodape={<AvisoSobDemanda />}
        fimDoMenu={<ParteDoAplicativo parte="menu" />}
        avisos={<ParteDoAplicativo parte="avisos" />}
        avisoDaPagina={<ParteDoAplicativo parte="copia" />}
      />
    </>
  );
}

/** The shell's route table: its own pages, the gov.br callback, and one catch-all that mounts the owning remote. */
export function RotasDoPortal({ servicos }: { servicos: ServicosDoShell }) {
  const navigate = useNavigate();
  useEffect(() => definirNavegacaoDoPortal((destino) => navigate(destino)), [navigate]);
  useEffect(() => {
    performance.mark(MARCA_PORTAL_PRONTO);
    // For the page's own script (index.html), which gives a tap kept before hydration back (decision 0856).
    document.dispatchEvent(new Event(MARCA_PORTAL_PRONTO));
  }, []);
  // The shared pages of @portal/ui (not-found) link through the same props a parcel gets: here, the shell's router.
  const props = useMemo(
    () => ({ basename: BASE_DO_PORTAL, navigate: (destino: string) => navigate(destino) }),
    [navigate],
  );

  return (
    <PortalPropsProvider value={props}>
      <Routes>
        <Route element={<LayoutDoPortal urlAnalytics={servicos.urlAnalytics} />}>
          <Route index element={<Navigate to={RotaShell.home} replace />} />
          <Route path={RotaShell.home} element={<PaginaInicial />} />
          <Route path={RotaShell.forbidden} element={<PaginaProibida />} />
          <Route path={RotaShell.internalServerError} element={<PaginaErroInterno />} />
          <Route
            path={RotaShell.faleConosco}
            element={
              <Suspense fallback={<Carregando />}>
                <PaginaFaleConosco />
              </Suspense>
            }
          />
          <Route
            path={RotaShell.acessibilidade}
            element={
              <Suspense fallback={<Carregando />}>
                <DeclaracaoDeAcessibilidade />
              </Suspense>
            }
          />
          <Route
            path={RotaShell.privacidade}
            element={
              <Suspense fallback={<Carregando />}>
                <Privacidade />
              </Suspense>
            }
          />
          <Route
            path={RotaShell.retornoGovBr}
            element={
              <Suspense fallback={<Carregando texto="Entrando…" />}>
                <RetornoGovBr carregarGerenciador={servicos.carregarGerenciadorOidc} />
              </Suspense>
            }
          />
          <Route
            path="*"
            element={<AreaPorPrefixo catalogo={servicos.catalogo} naoEncontrada={<PaginaNaoEncontrada />} />}
          />
        </Route>
      </Routes>
    </PortalPropsProvider>
  );
}
