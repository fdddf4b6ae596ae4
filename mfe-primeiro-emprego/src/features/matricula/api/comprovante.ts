import { ProgramaPortal, StatusInscricao, type InscricaoDetalhe } from '@portal/contracts';
import { sessionStore } from '@portal/shared-auth';
import { statusDoErro } from '@portal/ui';
import { primeiroEmpregoApi } from '../../../comum/api/primeiro-emprego-api';

/** A positive whole number from the query string, else null (missing or malformed). */
export function idDaConsulta(valor: string | null): number | null {
  return valor && /^[1-9]\d{0,9}$/.test(valor) ? Number(valor) : null;
}

/** Only a confirmed (status 4) first-job enrolment of the signed-in candidate is a proof of enrolment. */
export function ehComprovante(inscricao: InscricaoDetalhe, idUsuario: number): boolean {
  return (
    inscricao.idUsuario === idUsuario &&
    inscricao.idStatusInscricao === StatusInscricao.Matriculada &&
    inscricao.turmaPrincipal.cursoQualificacao.modalidade.id === ProgramaPortal.MeuPrimeiroEmprego
  );
}

/**
 * The receipt, read from the API (never from the URL alone); null when there is none to show. A 403 or 404 is an
 * answer ("not yours" or "does not exist"), a network failure stays a failure that can be retried.
 */
export async function carregarComprovante(
  idInscricao: number | null,
): Promise<{ inscricao: InscricaoDetalhe | null }> {
  if (idInscricao === null) return { inscricao: null };
  try {
    const inscricao = await primeiroEmpregoApi.inscricao(idInscricao);
    return { inscricao: ehComprovante(inscricao, sessionStore.getState().user!.id) ? inscricao : null };
  } catch (erro) {
    const status = statusDoErro(erro);
    if (status === 403 || status === 404) return { inscricao: null };
    throw erro;
  }
}
