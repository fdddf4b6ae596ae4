import { http } from '@portal/shared-auth';
import { statusDaRecusa } from './primeiro-emprego-api';

/** true when the record answers, false on 404 ("does not exist yet", spec §4 and §7); other errors propagate. */
async function existe(url: string): Promise<boolean> {
  try {
    await http.get(url);
    return true;
  } catch (erro) {
    if (statusDaRecusa(erro) === 404) return false;
    throw erro;
  }
}

export interface SituacaoDoCandidato {
  dadosCadastrais: boolean;
  endereco: boolean;
  socioeconomico: boolean;
  emailConfirmado: boolean;
}

/** What an enrolment needs from the candidate: the three fast-track records and a confirmed e-mail, read together. */
export async function situacaoDoCandidato(idUsuario: number): Promise<SituacaoDoCandidato> {
  const base = '/v1/candidato/viaRapida';
  const [dadosCadastrais, endereco, socioeconomico, emailConfirmado] = await Promise.all([
    existe(`${base}/dadosCadastrais/${idUsuario}`),
    existe(`${base}/endereco/${idUsuario}`),
    existe(`${base}/dadossocioeconomicos/${idUsuario}`),
    existe(`/v1/usuario/${idUsuario}/email/confirmed`),
  ]);
  return { dadosCadastrais, endereco, socioeconomico, emailConfirmado };
}
