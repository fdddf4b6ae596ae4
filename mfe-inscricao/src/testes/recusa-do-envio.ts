import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mensagem } from '@portal/contracts';

/** The API's 403 for an unconfirmed e-mail, as a fingirRede answer to a create call. */
export const RECUSA_EMAIL_NAO_CONFIRMADO = {
  status: 403,
  data: { message: Mensagem.emailNaoConfirmado, errors: [] },
};

/** The API's 409 refusing the class itself (`Mensagem.turmaLotada` or `turmaEncerrada`), as a fingirRede answer. */
export function recusaDaTurma(mensagem: string) {
  return { status: 409, data: { message: mensagem, errors: [mensagem] } };
}

/**
 * Presses "Confirmar inscrição" on a check page whose create call answers RECUSA_EMAIL_NAO_CONFIRMADO, and checks
 * the way on: "Confirmar meu e-mail", back to `retorno` once confirmed, not the history.
 */
export async function confirmarEEsperarOCaminhoDoEmail(retorno: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(Mensagem.emailNaoConfirmado);
  expect(screen.getByRole('link', { name: 'Confirmar meu e-mail' })).toHaveAttribute(
    'href',
    `/usuario/email-nao-confirmado?returnUrl=${encodeURIComponent(retorno)}`,
  );
  expect(screen.queryByRole('link', { name: 'Ir para Minhas inscrições' })).not.toBeInTheDocument();
}
