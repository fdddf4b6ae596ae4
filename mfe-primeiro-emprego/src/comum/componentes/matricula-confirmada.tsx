import { StatusInscricao, type InscricaoDetalhe } from '@portal/contracts';
import { Painel } from '@portal/ui';
import { LinkPortal } from './link-portal';
import { RotaPrimeiroEmprego } from '../../config/caminhos';

export const estaMatriculada = (i: InscricaoDetalhe): boolean =>
  i.idStatusInscricao === StatusInscricao.Matriculada;

/** Only an active enrolment (not yet called up) can change class: the API refuses the others (issue 28 §9). */
export const podeTrocarDeTurma = (i: InscricaoDetalhe): boolean =>
  i.idStatusInscricao === StatusInscricao.Ativa;

/** A call-up's next step: confirming the enrolment, on that class's page. */
export function ConfirmeSuaMatricula({ inscricao }: { inscricao: InscricaoDetalhe }) {
  return (
    <p>
      Você foi convocado para esta turma.{' '}
      <LinkPortal para={RotaPrimeiroEmprego.matriculaForm(inscricao.idTurmaPrincipal)}>
        Confirme sua matrícula
      </LinkPortal>
      .
    </p>
  );
}

/**
 * The confirmed state after the call-up (issue 28 §9): nothing left to confirm or change, the receipt at hand.
 */
export function MatriculaConfirmada({ inscricao }: { inscricao: InscricaoDetalhe }) {
  return (
    <Painel tipo="sucesso" titulo="Matrícula confirmada">
      <p>
        Sua matrícula nesta turma está confirmada. Não há mais nada a fazer pelo portal até o início das
        aulas.
      </p>
      <p>
        <LinkPortal para={RotaPrimeiroEmprego.comprovanteMatricula(inscricao.id)}>
          Ver o comprovante da matrícula
        </LinkPortal>
      </p>
    </Painel>
  );
}
