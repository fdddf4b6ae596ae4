import { PAPEIS_CANDIDATO_E_ADMIN, Regras, StorageKey, idadePorAno } from '@portal/contracts';
import {
  armazenamento,
  avaliarGuardaLogin,
  definirInscricaoAtualizacao,
  escolhasStore,
  redirecionar,
  sessionStore,
  type Decisao,
} from '@portal/shared-auth';
import { candidatoApi } from '../api/candidato-api';
import { inscricaoApi } from '../api/inscricao-api';
import { RotaInscricao, type ModoFluxo } from '../rotas';
import {
  decidirCadastro,
  decidirEmail,
  decidirIdade,
  decidirInscricaoExistente,
  decidirModalidades,
  decidirPasso,
  inscricoesAtivasNovoEmprego,
  primeiraRecusa,
  type EscolhasFeitas,
  type Passo,
} from './decisoes-fluxo';

function escolhasFeitas(): EscolhasFeitas {
  const { curso, municipio, opcaoInscricao } = escolhasStore.getState();
  return { curso: curso !== null, municipio: municipio !== null, opcao: opcaoInscricao !== null };
}

/** Birth date from storage (spec §3), else from the registration record, which is then kept for the next steps. */
function idadeDoCandidato(dataDoCadastro: string | undefined): number | null {
  const guardada = armazenamento.ler(StorageKey.dataNascimento);
  const data = guardada ?? dataDoCadastro;
  if (!data) return null;
  if (!guardada) armazenamento.gravar(StorageKey.dataNascimento, data);
  return idadePorAno(data);
}

/** The municipality step checks the e-mail; any failure of that check sends the candidate to historico. */
async function decidirEmailDoPasso(idUsuario: number, idade: number): Promise<Decisao> {
  try {
    return decidirEmail(await candidatoApi.emailConfirmado(idUsuario), idade);
  } catch {
    return redirecionar(RotaInscricao.historico);
  }
}

/** Every form and edit route of the novo emprego flow: login, registration, age, active enrolment, step needs. */
export async function avaliarPassoDoFluxo(url: string, passo: Passo, modo: ModoFluxo): Promise<Decisao> {
  const login = avaliarGuardaLogin(url, PAPEIS_CANDIDATO_E_ADMIN);
  const user = sessionStore.getState().user;
  if (!login.permitir || !user) return login;
  const [dadosCadastrais, endereco, socioeconomico, inscricoes] = await Promise.all([
    candidatoApi.dadosCadastrais(user.id),
    candidatoApi.endereco(user.id),
    candidatoApi.socioeconomico(user.id),
    inscricaoApi.daModalidade(Regras.modalidadeNovoEmprego, user.id),
  ]);
  const cadastro = decidirCadastro({
    dadosCadastrais: dadosCadastrais !== null,
    endereco: endereco !== null,
    socioeconomico: socioeconomico !== null,
  });
  if (!cadastro.permitir) return cadastro;
  const idade = idadeDoCandidato(dadosCadastrais?.dataNascimento);
  const temRascunho = escolhasStore.getState().inscricaoAtualizacao !== null;
  const existente = decidirInscricaoExistente(inscricoesAtivasNovoEmprego(inscricoes), modo, temRascunho, url);
  const recusa = primeiraRecusa(decidirIdade(idade), existente.decisao, decidirPasso(passo, escolhasFeitas(), modo));
  if (!recusa.permitir) {
    if (existente.rascunho && recusa === existente.decisao) definirInscricaoAtualizacao(existente.rascunho);
    return recusa;
  }
  return passo === 'municipio' && idade !== null ? decidirEmailDoPasso(user.id, idade) : recusa;
}

/** modalidades: login, then straight to unit choice when a course and a municipality are already chosen. */
export function avaliarModalidades(url: string): Decisao {
  const login = avaliarGuardaLogin(url, PAPEIS_CANDIDATO_E_ADMIN);
  return login.permitir ? decidirModalidades(escolhasFeitas()) : login;
}

/** Pages of the enrolment area with only the login guard (roles Candidato and Administrador). */
export function avaliarSoLogin(url: string): Decisao {
  return avaliarGuardaLogin(url, PAPEIS_CANDIDATO_E_ADMIN);
}
