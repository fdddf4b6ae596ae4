import { PAPEIS_CANDIDATO_E_ADMIN, PARAM_RETORNO, StorageKey, urlDeRetornoSegura } from '@portal/contracts';
import { armazenamento, avaliarGuardaLogin, sessionStore, type Decisao } from '@portal/shared-auth';
import { registrosApi } from '../../../comum/registros-api';
import { decidirAcessoAConclusao, decidirAcessoAEtapa, type RotaDeEtapa } from '../acesso-a-etapa';
import type { EstadoDoCadastro } from '../proxima-etapa';

/** Reads the three records at once; 404s become null. Keeps dataNascimento for the enrolment guards. */
export async function carregarEstadoDoCadastro(idUsuario: number): Promise<EstadoDoCadastro> {
  const [dadosCadastrais, endereco, socioeconomico] = await Promise.all([
    registrosApi.lerDadosCadastrais(idUsuario),
    registrosApi.lerEndereco(idUsuario),
    registrosApi.lerSocioeconomico(idUsuario),
  ]);
  if (dadosCadastrais) armazenamento.gravar(StorageKey.dataNascimento, dadosCadastrais.dataNascimento);
  return { dadosCadastrais, endereco, socioeconomico };
}

/** The citizen's login guard (roles Candidato and Administrador listed, Candidato required: spec §6) first, then the registration-sequence decision. */
async function comLoginERegistros(
  url: string,
  decidir: (estado: EstadoDoCadastro) => Decisao,
): Promise<Decisao> {
  const login = avaliarGuardaLogin(url, PAPEIS_CANDIDATO_E_ADMIN, { exigeCandidato: true });
  const user = sessionStore.getState().user;
  if (!login.permitir || !user) return login;
  return decidir(await carregarEstadoDoCadastro(user.id));
}

/** The way back carried by a step's URL (`?returnUrl=`), when it is a path of the portal. */
export function retornoDaUrl(url: string): string | null {
  const busca = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const valor = new URLSearchParams(busca).get(PARAM_RETORNO);
  return valor ? urlDeRetornoSegura(valor, '') || null : null;
}

export function avaliarAcessoAEtapa(url: string, rota: RotaDeEtapa): Promise<Decisao> {
  return comLoginERegistros(url, (estado) =>
    decidirAcessoAEtapa(estado, rota, new Date(), retornoDaUrl(url)),
  );
}

export function avaliarAcessoAConclusao(url: string): Promise<Decisao> {
  return comLoginERegistros(url, (estado) => decidirAcessoAConclusao(estado));
}
