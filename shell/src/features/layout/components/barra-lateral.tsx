import { NavLink } from 'react-router-dom';
import { ID_NAVEGACAO, ITENS_DE_NAVEGACAO } from './itens-de-navegacao';

/**
 * Main navigation. Shown as a sidebar from 992 px; below that it is hidden unless opened with the header's
 * "Menu" button (a disclosure), so small screens keep every area reachable.
 */
export function BarraLateral({ aberta, aoNavegar }: { aberta: boolean; aoNavegar: () => void }) {
  return (
    <nav id={ID_NAVEGACAO} className={`layout__sidebar${aberta ? ' shell-menu-aberto' : ''}`} aria-label="Navegação principal">
      <ul>
        {ITENS_DE_NAVEGACAO.map(({ rotulo, caminho }) => (
          <li key={caminho}>
            <NavLink to={caminho} onClick={aoNavegar}>
              {rotulo}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
