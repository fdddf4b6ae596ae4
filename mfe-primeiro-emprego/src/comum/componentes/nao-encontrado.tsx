import { Rota } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { RotaPrimeiroEmprego } from '../../config/caminhos';
import { LinkPortal } from './link-portal';

const TITULO = 'Página não encontrada';

/**
 * A record this candidate cannot see (missing, malformed, unknown or someone else's id): one answer for all, so the
 * page never tells whether another person's number exists. Small on purpose: to be swapped for the portal's shared
 * not-found page once `@portal/ui` has one.
 */
export function NaoEncontrado({ texto }: { texto: string }) {
  const h1 = usePageTitle(TITULO);
  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      <p>{texto}</p>
      <ul>
        <li>
          <LinkPortal para={RotaPrimeiroEmprego.inscricaoConfirmacao}>Ver minha inscrição</LinkPortal>
        </li>
        <li>
          <LinkPortal para={Rota.home}>Ir para o início</LinkPortal>
        </li>
      </ul>
    </article>
  );
}
