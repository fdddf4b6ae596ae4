import { candidato, requisicao, conta, type Endpoint } from '@portal/contracts';
import { http } from '@portal/shared-auth';
import { statusDoErro } from '@portal/ui';

/** true when the record answers, false on 404 ("does not exist yet", spec §4 and §7); other errors propagate. */
async function existe(e: Endpoint<'GET', `${string}/:id${string}`>, id: number): Promise<boolean> {
  try {
    await http.request(requisicao(e, { params: { id } }));
    return true;
  } catch (erro) {
    if (statusDoErro(erro) === 404) return false;
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
  const [dadosCadastrais, endereco, socioeconomico, emailConfirmado] = await Promise.all([
    existe(candidato.dadosCadastrais, idUsuario),
    existe(candidato.endereco, idUsuario),
    existe(candidato.socioeconomicos, idUsuario),
    existe(conta.emailConfirmado, idUsuario),
  ]);
  return { dadosCadastrais, endereco, socioeconomico, emailConfirmado };
}
