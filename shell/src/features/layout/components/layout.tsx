import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ID_RODAPE } from '../atalhos';
import { BarraAcessibilidade } from './barra-acessibilidade';
import { BarraLateral, ID_CONTEUDO, NOME_DO_PORTAL } from './barra-lateral';
import { Cabecalho } from './cabecalho';
import { useMenuComEscape } from '../hooks/use-menu-com-escape';
import { RotaShell } from '../../../config/caminhos';

/** The frame around every page: accessibility bar, header, navigation, the routed content, consent and the footer. */
export function Layout({
  acoesDoCabecalho,
  avisoNoRodape,
  fimDoMenu,
  avisos,
  avisoDaPagina,
}: {
  acoesDoCabecalho?: ReactNode;
  avisoNoRodape?: ReactNode;
  /** At the end of the navigation (the installation offer). */
  fimDoMenu?: ReactNode;
  /** Notices over the page (a new version waiting). */
  avisos?: ReactNode;
  /** First in the main content, before the page (how old the data on it are, offline). */
  avisoDaPagina?: ReactNode;
}) {
  const [menuAberto, setMenuAberto] = useState(false);
  const botaoMenuRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const abrirMenu = useCallback(() => setMenuAberto(true), []);
  useMenuComEscape(menuAberto, setMenuAberto, botaoMenuRef);

  // A new page closes the small-screen menu, whoever navigated (a link, a remote, the back button).
  useEffect(() => {
    setMenuAberto(false);
  }, [pathname]);

  return (
    <div className="layout">
      <BarraAcessibilidade abrirMenu={abrirMenu} />
      <Cabecalho
        acoes={acoesDoCabecalho}
        menuAberto={menuAberto}
        botaoMenuRef={botaoMenuRef}
        aoAlternarMenu={() => setMenuAberto((aberto) => !aberto)}
      />
      <BarraLateral aberta={menuAberto} aoNavegar={() => setMenuAberto(false)} fimDoMenu={fimDoMenu} />
      {avisos}
      <main id={ID_CONTEUDO} className="layout__main" tabIndex={-1}>
        {avisoDaPagina}
        <Outlet />
      </main>
      <footer id={ID_RODAPE} className="shell-rodape" tabIndex={-1}>
        {avisoNoRodape}
        <p>
          {NOME_DO_PORTAL} — Governo do Estado de São Paulo. Cursos gratuitos de qualificação profissional.
        </p>
        <ul className="shell-rodape__links">
          <li>
            <Link to={RotaShell.acessibilidade}>Acessibilidade</Link>
          </li>
          <li>
            <Link to={RotaShell.privacidade}>Privacidade e proteção de dados</Link>
          </li>
        </ul>
      </footer>
    </div>
  );
}
