import { usePageTitle } from '@portal/ui';
import { LinkPortal } from './link-portal';
import { RotaGestao } from '../config/caminhos';

export const TITULO_ACESSO_NEGADO = 'Acesso não permitido';

/** What a 403 of the API shows (a class outside the caller's units or programmes): a page, not a crash. */
export function AcessoNegado() {
  const h1 = usePageTitle(TITULO_ACESSO_NEGADO);
  return (
    <article>
      <h1 ref={h1}>{TITULO_ACESSO_NEGADO}</h1>
      <p>Esta turma não está entre as turmas sob sua responsabilidade.</p>
      <p>
        <LinkPortal para={RotaGestao.turmas}>Ver as turmas que você acompanha</LinkPortal>
      </p>
    </article>
  );
}
