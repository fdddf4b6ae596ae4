import { useLocation } from 'react-router-dom';
import { Painel, usePageTitle } from '@portal/ui';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { conteudoDoCaminho } from '../content';
import { PaginaEstatica } from './pagina-estatica';
import { RotaProgramas } from '../../../config/caminhos';

function PaginaNaoEncontrada() {
  const h1 = usePageTitle('Página não encontrada');
  return (
    <article>
      <h1 ref={h1}>Página não encontrada</h1>
      <Painel tipo="aviso">
        <p>
          O endereço pode ter mudado. Veja a{' '}
          <LinkPortal para={RotaProgramas.programas}>lista de programas</LinkPortal> ou as{' '}
          <LinkPortal para={RotaProgramas.trilhasSpTech}>trilhas SP Tech</LinkPortal>.
        </p>
      </Painel>
    </article>
  );
}

/** The information page of the current path; loaded lazily with all page content (routes.tsx). */
export default function PaginaDoCaminho() {
  const { pathname } = useLocation();
  const conteudo = conteudoDoCaminho(pathname);
  // key: a new page is a new mount, so its title and focus are set again.
  return conteudo ? <PaginaEstatica key={conteudo.caminho} conteudo={conteudo} /> : <PaginaNaoEncontrada />;
}
