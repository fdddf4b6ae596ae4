import {
  Mensagem,
  STATUS_INSCRICAO_ATIVOS,
  STATUS_INSCRICAO_OCUPAM_VAGA,
  StatusInscricao,
} from '@portal/contracts';
import type { Db, Executor } from '../db/types.js';
import { Erros } from '../lib/http-error.js';
import { RepositorioDeInscricoes } from './inscricoes.repositorio.js';
import { RepositorioDeVagas } from './vagas.repositorio.js';
import type { Autor } from '../lib/autor.js';
import { bloquearDoAutor, registrarStatus } from './mudanca-de-inscricao.js';

/**
 * What a status change needs from the call-ups: convocacao's ServicoDeConvocacao, handed over in
 * plugins/app/services.ts. Declared here because the call-up module imports the enrolment's, never the reverse
 * (decision 0300).
 */
export interface ConvocacaoDaInscricao {
  /** Offers the class's free seats to the first in line, inside the caller's transaction; answers how many. */
  oferecerVagas(tx: Executor, idTurma: number, idAutor: number | null): Promise<number>;
  /** 409 once the call-up's deadline has passed by the API's clock. */
  exigirDentroDoPrazo(tx: Executor, idConvocacao: number): Promise<void>;
}

// Status changes asked for by the candidate or an administrator: each locks the enrolment first, so two at once queue.

/**
 * Cancels an active, called-up, enrolled or waiting enrolment. A seat it held goes, in the same transaction, to the
 * first on the class's waiting list (decision 1500); leaving the waiting list frees no seat.
 */
export async function cancelarInscricao(
  db: Db,
  convocacao: Pick<ConvocacaoDaInscricao, 'oferecerVagas'>,
  autor: Autor,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const atual = await bloquearDoAutor(tx, autor, id);
    if (!(STATUS_INSCRICAO_ATIVOS as readonly number[]).includes(atual.id_status_inscricao)) {
      throw Erros.conflito(Mensagem.inscricaoNaoCancelavel);
    }
    const ocupava = (STATUS_INSCRICAO_OCUPAM_VAGA as readonly number[]).includes(atual.id_status_inscricao);
    const motivo = ocupava ? 'inscrição cancelada' : 'saiu da lista de espera';
    await registrarStatus(tx, atual, StatusInscricao.Cancelada, autor, motivo);
    await new RepositorioDeInscricoes(tx).marcarAvisoDeCancelamento(id, false);
    if (!ocupava) return;
    await new RepositorioDeVagas(tx).liberar(atual.id_turma_principal);
    await convocacao.oferecerVagas(tx, atual.id_turma_principal, null);
  });
}

export async function registrarAvisoVisto(db: Db, autor: Autor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const atual = await bloquearDoAutor(tx, autor, id);
    if (atual.id_status_inscricao !== StatusInscricao.Cancelada)
      throw Erros.conflito(Mensagem.avisoSoDeInscricaoCancelada);
    await new RepositorioDeInscricoes(tx).marcarAvisoDeCancelamento(id, true);
  });
}

/**
 * A called-up (status 3) enrolment becomes enrolled (status 4) when the call-up id matches and its deadline has
 * not passed by the API's clock (409 with the deadline's date otherwise). Confirming it again is not an error.
 */
export async function confirmarMatriculaConvocada(
  db: Db,
  convocacao: Pick<ConvocacaoDaInscricao, 'exigirDentroDoPrazo'>,
  autor: Autor,
  id: number,
  idConvocado: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const atual = await bloquearDoAutor(tx, autor, id);
    // The same call-up confirmed again (a retry whose first answer the network lost, a stale page): already done,
    // whatever the clock says now; answered as the enrolment it is, with no second audit row.
    if (atual.id_status_inscricao === StatusInscricao.Matriculada && atual.id_convocacao === idConvocado)
      return;
    // A call-up already expired by the sweep (7) answers with its deadline too: that is what the candidate needs.
    if (atual.id_convocacao === idConvocado) await convocacao.exigirDentroDoPrazo(tx, idConvocado);
    if (atual.id_status_inscricao !== StatusInscricao.Convocada || atual.id_convocacao !== idConvocado) {
      throw Erros.conflito(Mensagem.matriculaNaoConfirmavel);
    }
    await registrarStatus(tx, atual, StatusInscricao.Matriculada, autor, 'matrícula confirmada');
  });
}
