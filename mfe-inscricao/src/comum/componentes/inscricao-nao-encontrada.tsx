import { PaginaNaoEncontrada } from '@portal/remoto';
import { RotaInscricao } from '../../config/caminhos';

/**
 * A receipt or record page whose id is missing, malformed or unknown (issue #10 item 7): the portal's
 * not-found page, with the way back to the history where every enrolment of the candidate is listed.
 */
export function InscricaoNaoEncontrada() {
  return (
    <PaginaNaoEncontrada
      texto="Não encontramos esta inscrição. Confira o endereço ou veja todas as suas inscrições no histórico."
      voltar={{ para: RotaInscricao.historico, texto: 'Ver minhas inscrições' }}
    />
  );
}
