import { Link, useLocation } from 'react-router-dom';
import { Mensagem, Rota } from '@portal/contracts';
import { comRetorno } from '@portal/shared-auth';
import { RotaInscricao } from '../../config/caminhos';
import { LinkPortal } from './link-portal';

/**
 * The way on after a refusal of the enrolment that this page cannot fix (already enrolled in the modality, 403): the
 * history, where the citizen's enrolments and their "Alterar" are. An unconfirmed e-mail is fixed on its own page,
 * which brings the citizen back here once it is confirmed (the stored choices wait). Placed right after the error
 * summary, which takes the focus, so it is the next stop of the keyboard.
 */
export function SaidaDaRecusa({ mensagem }: { mensagem: string }) {
  const { pathname } = useLocation();
  if (mensagem === Mensagem.emailNaoConfirmado) {
    return (
      <p>
        <LinkPortal para={comRetorno(Rota.emailNaoConfirmado, pathname)}>Confirmar meu e-mail</LinkPortal> e
        depois voltar a esta página para concluir a inscrição.
      </p>
    );
  }
  return (
    <p>
      <Link to={RotaInscricao.historico}>Ir para Minhas inscrições</Link> para ver, alterar ou cancelar suas
      inscrições.
    </p>
  );
}
