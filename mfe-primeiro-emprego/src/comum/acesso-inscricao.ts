import { Mensagem, Rota } from '@portal/contracts';
import { avisoAlerta, comRetorno, permitir, redirecionar, type Decisao } from '@portal/shared-auth';
import type { SituacaoDoCandidato } from './api/candidato-api';

/**
 * Spec §4: a missing record sends the candidate to the step that creates it, in the registration's order (the
 * registration data is created at `candidato/dados-cadastrais/edit`, decision 0600; `usuario/form` creates an account),
 * with the way back to the course (issue 28 §1); then an unconfirmed e-mail goes to its page, with the way back. Each with the alert that says why (the API refuses the same
 * enrolment with the same sentences, 403).
 */
export function decidirAcessoInscricao(situacao: SituacaoDoCandidato, url: string): Decisao {
  const cadastro = avisoAlerta(Mensagem.cadastroIncompleto);
  if (!situacao.dadosCadastrais) return redirecionar(comRetorno(Rota.dadosCadastraisEdit, url), cadastro);
  if (!situacao.endereco) return redirecionar(comRetorno(Rota.enderecoForm, url), cadastro);
  if (!situacao.socioeconomico) return redirecionar(comRetorno(Rota.socioeconomicoForm, url), cadastro);
  if (!situacao.emailConfirmado) {
    return redirecionar(comRetorno(Rota.emailNaoConfirmado, url), avisoAlerta(Mensagem.emailNaoConfirmado));
  }
  return permitir();
}
