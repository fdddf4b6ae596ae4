import { usePageTitle } from '@portal/ui';
import { useUsuarioLogado } from '../../../comum/use-usuario-logado';
import { LinkPortal } from '../../../comum/link-portal';

/**
 * The Administrador-only page of the user area (decision 0500). It exists so the role check of the
 * login guard has a real route to protect; the API enforces the same role on its own.
 */
export function PaginaAdministracao() {
  const h1 = usePageTitle('Painel da administração');
  const { name } = useUsuarioLogado();
  return (
    <div className="pagina">
      <h1 ref={h1}>Painel da administração</h1>
      <p>Olá, {name}. Esta área é restrita ao perfil Administrador.</p>
      <ul className="lista-acoes">
        <li>
          <LinkPortal para="/usuario/conta">Minha conta</LinkPortal>
        </li>
        <li>
          <LinkPortal para="/qualificaSP/cursos">Catálogo de cursos do Qualifica SP</LinkPortal>
        </li>
      </ul>
    </div>
  );
}
