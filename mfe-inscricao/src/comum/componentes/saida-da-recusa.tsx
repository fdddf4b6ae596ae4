import { Link } from 'react-router-dom';
import { RotaInscricao } from '../../config/caminhos';

/**
 * The way on after a refusal of the enrolment that this page cannot fix (already enrolled in the modality, 403): the
 * history, where the citizen's enrolments and their "Alterar" are. Placed right after the error summary, which takes
 * the focus, so it is the next stop of the keyboard.
 */
export function SaidaDaRecusa() {
  return (
    <p>
      <Link to={RotaInscricao.historico}>Ir para Minhas inscrições</Link> para ver, alterar ou cancelar suas
      inscrições.
    </p>
  );
}
