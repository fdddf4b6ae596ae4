import { lerDoAparelho, permitir, sessionStore, type Decisao } from '@portal/shared-auth';
import { ehSemConexao } from '@portal/ui';
import { candidatoApi } from '../api/candidato-api';
import { anteciparHistorico } from '../api/historico-antecipado';
import { guardaDoCidadao } from './avaliar-fluxo';
import { decidirHistorico } from './decisoes-fluxo';

/** The device's copy of the history (decision 0413): the page shows it when the API cannot be reached. */
export const TELA_DO_HISTORICO = 'historico';

/**
 * historico: login, then the schooling rule over the socioeconomic record (404 → registration alert). Without a
 * connection the record cannot be read: a citizen whose history this device kept passed that rule when it was kept,
 * and sees the copy (issue 30 §3); with no copy the guard fails as before.
 */
export async function avaliarHistorico(url: string): Promise<Decisao> {
  const login = guardaDoCidadao(url);
  const user = sessionStore.getState().user;
  if (!login.permitir || !user) return login;
  anteciparHistorico(user.id);
  try {
    return decidirHistorico(await candidatoApi.socioeconomico(user.id));
  } catch (erro) {
    if (ehSemConexao(erro) && lerDoAparelho(TELA_DO_HISTORICO)) return permitir();
    throw erro;
  }
}
