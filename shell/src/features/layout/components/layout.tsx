import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BarraLateral } from './barra-lateral';
import { Cabecalho } from './cabecalho';
import { ID_CONTEUDO, NOME_DO_PORTAL } from './barra-lateral';

/** The frame around every page: skip link, header, navigation, the routed content and the footer. */
export function Layout({ acoesDoCabecalho }: { acoesDoCabecalho?: ReactNode }) {
  const [menuAberto, setMenuAberto] = useState(false);
  const { pathname } = useLocation();

  // A new page closes the small-screen menu, whoever navigated (a link, a remote, the back button).
  useEffect(() => {
    setMenuAberto(false);
  }, [pathname]);

  return (
    <div className="layout">
      <a className="pular-para-conteudo" href={`#${ID_CONTEUDO}`}>
        Ir para o conteúdo
      </a>
      <Cabecalho acoes={acoesDoCabecalho} menuAberto={menuAberto} aoAlternarMenu={() => setMenuAberto((aberto) => !aberto)} />
      <BarraLateral aberta={menuAberto} aoNavegar={() => setMenuAberto(false)} />
      <main id={ID_CONTEUDO} className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="shell-rodape">
        <p>{NOME_DO_PORTAL} — Governo do Estado de São Paulo. Cursos gratuitos de qualificação profissional.</p>
      </footer>
    </div>
  );
}
