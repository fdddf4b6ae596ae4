import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Papel, Rota, type ItemDoMenu } from '@portal/contracts';
import { useSession } from '@portal/shared-auth';
import { RotaShell } from '../../../config/caminhos';

/** Draws entries as the sidebar's own links. */
export type DesenharItens = (itens: readonly ItemDoMenu[]) => ReactNode;

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
 * The entry of the operations area, for administrators only (docs/decisions/0150): today it says the area is
 * being built and what an administrator can already do; the API checks the role on its own.
 */
export const ITENS_DO_ADMINISTRADOR: readonly { rotulo: string; caminho: string }[] = [
  { rotulo: 'Administração', caminho: Rota.administracao },
];

export const NOME_DO_PORTAL = 'Portal Qualifica';
export const ID_CONTEUDO = 'conteudo';
export const ID_NAVEGACAO = 'navegacao-principal';

/**
 * Main navigation. Shown as a sidebar from 992 px; below that it is hidden unless opened with the header's
 * "Menu" button (a disclosure), so small screens keep every area reachable. `maisItens` adds a staff session's
 * entries (the registry's, decision 1560); it is never called for a visitor or a citizen (Candidato), whose pages
 * carry nothing of a staff area.
 */
export function BarraLateral({
  aberta,
  aoNavegar,
  maisItens,
}: {
  aberta: boolean;
  aoNavegar: () => void;
  maisItens?: (papel: string, desenhar: DesenharItens) => ReactNode;
}) {
  const papel = useSession((estado) => estado.user?.role);
  const itens = [...ITENS_DE_NAVEGACAO, ...(papel === Papel.Administrador ? ITENS_DO_ADMINISTRADOR : [])];
  const desenhar: DesenharItens = (lista) =>
    lista.map(({ rotulo, caminho }) => (
      <li key={caminho}>
        <NavLink to={caminho} onClick={aoNavegar}>
          {rotulo}
        </NavLink>
      </li>
    ));
  return (
    <nav
      id={ID_NAVEGACAO}
      className={`layout__sidebar${aberta ? ' shell-menu-aberto' : ''}`}
      aria-label="Navegação principal"
    >
      <ul>
        {desenhar(itens)}
        {maisItens && papel && papel !== Papel.Candidato && maisItens(papel, desenhar)}
      </ul>
    </nav>
  );
}
