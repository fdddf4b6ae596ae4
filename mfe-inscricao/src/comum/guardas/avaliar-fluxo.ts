import {
  MODALIDADES_VIRTUAIS,
  PAPEIS_CANDIDATO_E_ADMIN,
  Regras,
  StorageKey,
  idadePorAno,
  type Inscricao,
} from '@portal/contracts';
import {
  armazenamento,
  avaliarGuardaLogin,
  definirInscricaoAtualizacao,
  escolhasStore,
  permitir,
  redirecionar,
  sessionStore,
  type Decisao,
  type UsuarioLogado,
} from '@portal/shared-auth';
import { candidatoApi } from '../api/candidato-api';
import { inscricaoApi } from '../api/inscricao-api';
import { lerRascunhoAtualizacao } from '../escolhas';
import { RotaInscricao, type ModoFluxo } from '../../config/caminhos';
import {
  decidirCadastro,
  decidirConferir,
  decidirEmail,
  decidirEmailConfirmado,
  decidirIdade,
  decidirInscricaoExistente,
  decidirModalidades,
  decidirPasso,
  decidirJaInscrito,
  inscricoesAtivasNa,
  primeiraRecusa,
  type EscolhasFeitas,
  type Passo,
  type ResultadoGuarda,
} from './decisoes-fluxo';

/**
 * The citizen's login guard (spec §6): the enrolment routes list Candidato and Administrador and require Candidato
 * (issue 28 §14); the one exception is an enrolment's details, `avaliarDetalhes` (decision 1600).
 */
export function guardaDoCidadao(url: string): Decisao {
  return avaliarGuardaLogin(url, PAPEIS_CANDIDATO_E_ADMIN, { exigeCandidato: true });
}

function escolhasFeitas(): EscolhasFeitas {
  const { curso, municipio, opcaoInscricao } = escolhasStore.getState();
  return { curso: curso !== null, municipio: municipio !== null, opcao: opcaoInscricao !== null };
}

/**
 * Age from the registration record's birth date, the one the API judges by (it reads the account's only when there is
 * no record, and the guards require one). The stored item (spec §3) is refreshed from it rather than read: the account
 * page writes the account's date into the same key, and a date the API does not use must not refuse or admit anyone.
 */
function idadeDoCandidato(dataDoCadastro: string | undefined): number | null {
  if (!dataDoCadastro) return null;
  armazenamento.gravar(StorageKey.dataNascimento, dataDoCadastro);
  return idadePorAno(dataDoCadastro);
}

interface Situacao {
  cadastroEIdade: Decisao;
  idade: number | null;
  ativas: Inscricao[];
}

/**
 * The candidate's records and active enrolments in the modality (novo emprego unless told), read together, and the
 * registration and age decisions.
 */
async function lerSituacao(
  user: UsuarioLogado,
  url: string,
  idModalidade: number = Regras.modalidadeNovoEmprego,
): Promise<Situacao> {
  const [dadosCadastrais, endereco, socioeconomico, inscricoes] = await Promise.all([
    candidatoApi.dadosCadastrais(user.id),
    candidatoApi.endereco(user.id),
    candidatoApi.socioeconomico(user.id),
    inscricaoApi.daModalidade(idModalidade, user.id),
  ]);
  const registros = {
    dadosCadastrais: dadosCadastrais !== null,
    endereco: endereco !== null,
    socioeconomico: socioeconomico !== null,
  };
  const idade = registros.dadosCadastrais ? idadeDoCandidato(dadosCadastrais?.dataNascimento) : null;
  const cadastroEIdade = primeiraRecusa(decidirCadastro(registros, url), decidirIdade(idade, url));
  return { cadastroEIdade, idade, ativas: inscricoesAtivasNa(idModalidade, inscricoes) };
}

/** Applies a guard result: the draft is stored (or discarded) before the redirect happens. */
function aplicar(resultado: ResultadoGuarda): Decisao {
  if (resultado.rascunho !== undefined) definirInscricaoAtualizacao(resultado.rascunho);
  return resultado.decisao;
}

/** The municipality step checks the e-mail; any failure of that check sends the candidate to historico. */
async function decidirEmailDoPasso(idUsuario: number, idade: number, url: string): Promise<Decisao> {
  try {
    return decidirEmail(await candidatoApi.emailConfirmado(idUsuario), idade, url);
  } catch {
    return redirecionar(RotaInscricao.historico);
  }
}

/** Every form and edit route of the novo emprego flow: login, registration, age, active enrolment, step needs. */
export async function avaliarPassoDoFluxo(url: string, passo: Passo, modo: ModoFluxo): Promise<Decisao> {
  const login = guardaDoCidadao(url);
  const user = sessionStore.getState().user;
  if (!login.permitir || !user) return login;
  const { cadastroEIdade, idade, ativas } = await lerSituacao(user, url);
  if (!cadastroEIdade.permitir || idade === null) return cadastroEIdade;
  const existente = aplicar(decidirInscricaoExistente(ativas, modo, lerRascunhoAtualizacao(), url));
  const recusa = primeiraRecusa(existente, decidirPasso(passo, escolhasFeitas(), modo));
  if (!recusa.permitir || passo !== 'municipio') return recusa;
  return decidirEmailDoPasso(user.id, idade, url);
}

/** confirmacao-novoemprego: like a step, but for either flow (the draft says which). */
export async function avaliarConferir(url: string): Promise<Decisao> {
  const login = guardaDoCidadao(url);
  const user = sessionStore.getState().user;
  if (!login.permitir || !user) return login;
  const { cadastroEIdade, ativas } = await lerSituacao(user, url);
  if (!cadastroEIdade.permitir) return cadastroEIdade;
  aplicar(decidirConferir(ativas, lerRascunhoAtualizacao()));
  return decidirPasso('conferir', escolhasFeitas(), lerRascunhoAtualizacao() ? 'edit' : 'form');
}

/** modalidades: login, then straight to unit choice when a course and a municipality are already chosen. */
export function avaliarModalidades(url: string): Decisao {
  const login = guardaDoCidadao(url);
  return login.permitir ? decidirModalidades(escolhasFeitas()) : login;
}

/** The course of a programme's page: the last number of its path (`…/confirmacao-qualificaSP/{idCurso}`). */
function cursoDaUrl(url: string): number {
  const caminho = url.split(/[?#]/)[0] ?? url;
  return Number(/(\d+)\/?$/.exec(caminho)?.[1] ?? NaN);
}

/**
 * The start of another enrolment (a programme's confirmation page, an on-line course): the update draft belongs to the
 * novo emprego edit flow only, so it is discarded here (decision 0132). Then the checks the API makes, before the
 * form rather than after it (issue 28 §3): a complete registration and the age, no active enrolment in the course's
 * modality, and a confirmed e-mail (spec §5), with the floor of 16 where the API applies it. A course the catalogue
 * does not know is left to the page (its "not found").
 */
export async function avaliarOutroFluxo(url: string): Promise<Decisao> {
  const login = guardaDoCidadao(url);
  const user = sessionStore.getState().user;
  if (!login.permitir || !user) return login;
  definirInscricaoAtualizacao(null);
  const idCurso = cursoDaUrl(url);
  // The catalogue client loads with this check only: the route table's guards come with every page (the history's
  // first load has a byte budget), and only a programme's or an on-line course's page needs the course here.
  const { catalogoApi } = await import(/* webpackChunkName: "catalogo-api" */ '../api/catalogo-api');
  const curso = Number.isInteger(idCurso) ? await catalogoApi.curso(idCurso).catch(() => null) : null;
  if (!curso) return permitir();
  const [{ cadastroEIdade, idade, ativas }, emailConfirmado] = await Promise.all([
    lerSituacao(user, url, curso.idModalidade),
    candidatoApi.emailConfirmado(user.id),
  ]);
  const recusa = primeiraRecusa(cadastroEIdade, decidirJaInscrito(ativas));
  if (!recusa.permitir || idade === null) return recusa;
  // The floor of 16 is an on-line course's, as in the API (decision 0130); a programme's own call keeps 14 to 60.
  return MODALIDADES_VIRTUAIS.includes(curso.idModalidade)
    ? decidirEmail(emailConfirmado, idade, url)
    : decidirEmailConfirmado(emailConfirmado, url);
}

/** Pages of the enrolment area with only the citizen's login guard. */
export function avaliarSoLogin(url: string): Decisao {
  return guardaDoCidadao(url);
}

/**
 * detalhes/{idInscricao}: the Administrador's lookup of an enrolment by its number (decision 0501) opens this page,
 * so it takes both listed roles without requiring Candidato (decision 1600); the API checks the owner or the staff.
 */
export function avaliarDetalhes(url: string): Decisao {
  return avaliarGuardaLogin(url, PAPEIS_CANDIDATO_E_ADMIN);
}
