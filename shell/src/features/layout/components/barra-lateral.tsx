import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Papel, Rota } from '@portal/contracts';
import { useSession } from '@portal/shared-auth';
import { RotaShell } from '../../../config/caminhos';

/** The main areas in the sidebar, in the order a citizen usually needs them. */
export const ITENS_DE_NAVEGACAO: readonly { rotulo: string; caminho: string }[] = [
  { rotulo: 'Início', caminho: RotaShell.home },
  { rotulo: 'Cursos Novo Emprego', caminho: Rota.cursosNovoEmprego },
  { rotulo: 'Qualifica SP', caminho: Rota.cursosQualificaSP },
  { rotulo: 'Empreenda SP', caminho: Rota.cursosEmpreendaSP },
  { rotulo: 'Meu Primeiro Emprego', caminho: Rota.cursosMeuPrimeiroEmprego },
  { rotulo: 'Minhas inscrições', caminho: Rota.historico },
  { rotulo: 'Meu cadastro', caminho: Rota.dadosCadastraisEdit },
  { rotulo: 'Perguntas frequentes', caminho: Rota.faq },
];

/**
 * The staff's way in, for every signed-in role but Candidato (decisions 0150, 1562): the staff page of mfe-usuario,
 * which lists the staff areas the registry declares for the role. The shell knows no staff area, role or path: a
 * citizen's pages carry no byte of them. The API checks every role on its own.
 */
export const ITENS_DA_EQUIPE: readonly { rotulo: string; caminho: string }[] = [
  { rotulo: 'Administração', caminho: Rota.administracao },
];

export const NOME_DO_PORTAL = 'Portal Qualifica';
export const ID_CONTEUDO = 'conteudo';
export const ID_NAVEGACAO = 'navegacao-principal';

/**
 * Main navigation. Shown as a sidebar from 992 px; below that it is hidden unless opened with the header's
 * "Menu" button (a disclosure), so small screens keep every area reachable.
 */
export function BarraLateral({
  aberta,
  aoNavegar,
  fimDoMenu,
}: {
  aberta: boolean;
  aoNavegar: () => void;
  /** Below the links (the installation offer), composed by the app. */
  fimDoMenu?: ReactNode;
}) {
  const papel = useSession((estado) => estado.user?.role);
  const itens = [...ITENS_DE_NAVEGACAO, ...(papel && papel !== Papel.Candidato ? ITENS_DA_EQUIPE : [])];
  return (
    <nav
      id={ID_NAVEGACAO}
      className={`layout__sidebar${aberta ? ' shell-menu-aberto' : ''}`}
      aria-label="Navegação principal"
    >
      <ul>
        {itens.map(({ rotulo, caminho }) => (
          <li key={caminho}>
            <NavLink to={caminho} onClick={aoNavegar}>
              {rotulo}
            </NavLink>
          </li>
        ))}
      </ul>
      {fimDoMenu}
    </nav>
  );
}
