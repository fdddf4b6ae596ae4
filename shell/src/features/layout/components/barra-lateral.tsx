import { NavLink } from 'react-router-dom';

/** The main areas in the sidebar, in the order a citizen usually needs them. */
export const ITENS_DE_NAVEGACAO: readonly { rotulo: string; caminho: string }[] = [
  { rotulo: 'Início', caminho: '/home' },
  { rotulo: 'Cursos Novo Emprego', caminho: '/novoemprego/cursos' },
  { rotulo: 'Qualifica SP', caminho: '/qualificaSP/cursos' },
  { rotulo: 'Empreenda SP', caminho: '/EmpreendaSP/cursos' },
  { rotulo: 'Meu Primeiro Emprego', caminho: '/meuprimeiroemprego/cursos' },
  { rotulo: 'Minhas inscrições', caminho: '/inscricao/historico' },
  { rotulo: 'Meu cadastro', caminho: '/candidato/dados-cadastrais/edit' },
  { rotulo: 'Perguntas frequentes', caminho: '/faq' },
];

export const NOME_DO_PORTAL = 'Portal Qualifica';
export const ID_CONTEUDO = 'conteudo';
export const ID_NAVEGACAO = 'navegacao-principal';

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
