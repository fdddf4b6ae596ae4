import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { ATALHOS, irPara, type Atalho } from '../atalhos';
import { useAtalhosDeTeclado } from '../hooks/use-atalhos-de-teclado';
import { useTemBusca } from '../hooks/use-tem-busca';
import { ControlesDeLeitura } from './controles-de-leitura';
import { RotaShell } from '../../../config/caminhos';

/**
 * eMAG 3.1's accessibility bar, first thing on every page: the shortcuts (Alt+1 content, Alt+2 menu, Alt+3 search
 * where the page has one, Alt+4 footer) as links, high contrast, text size and the accessibility statement. Its
 * first link is the skip link ("Ir para o conteúdo").
 */
export function BarraAcessibilidade({ abrirMenu }: { abrirMenu: () => void }) {
  useAtalhosDeTeclado(abrirMenu);
  const temBusca = useTemBusca();
  const ir = (tecla: Atalho) => (evento: MouseEvent<HTMLAnchorElement>) => {
    // The link moves focus itself: a hash in the URL would be taken for a route by the portal's router.
    if (irPara(tecla, abrirMenu)) evento.preventDefault();
  };

  return (
    <div className="barra-acessibilidade">
      <nav aria-label="Atalhos de teclado" className="barra-acessibilidade__atalhos">
        <ul>
          {ATALHOS.filter(({ tecla }) => tecla !== 3 || temBusca).map(({ tecla, rotulo, alvo }) => (
            <li key={tecla}>
              <a href={`#${alvo}`} aria-keyshortcuts={`Alt+${tecla}`} onClick={ir(tecla)}>
                {rotulo} <span className="barra-acessibilidade__tecla">{tecla}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ControlesDeLeitura />
      <Link className="barra-acessibilidade__link" to={RotaShell.acessibilidade}>
        Acessibilidade
      </Link>
    </div>
  );
}
