import { sessionStore, type Decisao } from '@portal/shared-auth';
import { candidatoApi } from '../api/candidato-api';
import { anteciparHistorico } from '../api/historico-antecipado';
import { guardaDoCidadao } from './avaliar-fluxo';
import { decidirHistorico } from './decisoes-fluxo';

/** historico: login, then the schooling rule over the socioeconomic record (404 → registration alert). */
export async function avaliarHistorico(url: string): Promise<Decisao> {
  const login = guardaDoCidadao(url);
  const user = sessionStore.getState().user;
  if (!login.permitir || !user) return login;
  anteciparHistorico(user.id);
  return decidirHistorico(await candidatoApi.socioeconomico(user.id));
}
