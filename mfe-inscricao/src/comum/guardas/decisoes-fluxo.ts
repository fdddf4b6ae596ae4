import {
  Mensagem,
  Regras,
  Rota,
  STATUS_INSCRICAO_ATIVOS,
  StatusInscricao,
  nomeStatusInscricao,
  textoInscricaoAtivaNaModalidade,
  exigeStatusGraduacao,
  idadePermiteInscricao,
  type Inscricao,
} from '@portal/contracts';
import { avisoAlerta, comRetorno, permitir, redirecionar, type Decisao } from '@portal/shared-auth';
import { RotaInscricao, rotaNoModo, type ModoFluxo } from '../../config/caminhos';

/**
 * A guard's decision plus what becomes of the update draft: an enrolment to keep as the draft, `null` to discard it,
 * absent to leave it. A draft belongs to one active enrolment (decision 0132): any other draft is discarded.
 */
export interface ResultadoGuarda {
  decisao: Decisao;
  rascunho?: Inscricao | null;
}

/** The draft is valid only while it names the candidate's active enrolment. */
function rascunhoValido(rascunho: Inscricao | null, ativa: Inscricao | undefined): boolean {
  return rascunho !== null && ativa !== undefined && rascunho.id === ativa.id;
}

export interface RegistrosCandidato {
  dadosCadastrais: boolean;
  endereco: boolean;
  socioeconomico: boolean;
}

/**
 * The candidate's active enrolments in a modality, active as the API counts them (contracts' STATUS_INSCRICAO_ATIVOS:
 * 1, 3, 4 and 6), so the page and the API agree on who already holds one (issue 28 §3).
 */
export function inscricoesAtivasNa(idModalidade: number, inscricoes: readonly Inscricao[]): Inscricao[] {
  return inscricoes.filter(
    (i) =>
      (STATUS_INSCRICAO_ATIVOS as readonly number[]).includes(i.idStatusInscricao) &&
      i.turmaPrincipal.cursoQualificacao.modalidade.id === idModalidade,
  );
}

/** Spec §4: the edit flow changes an active (status 1) novo emprego enrolment, and only that one. */
export function podeSerAlterada(i: Inscricao): boolean {
  return (
    i.idStatusInscricao === StatusInscricao.Ativa &&
    i.turmaPrincipal.cursoQualificacao.modalidade.id === Regras.modalidadeNovoEmprego
  );
}

/**
 * One active enrolment per modality: a citizen who holds one is stopped before the form and taken to it, with an
 * alert that names it, its status and what can be done there (issue 28 §3).
 */
export function decidirJaInscrito(ativas: readonly Inscricao[]): Decisao {
  const [ativa] = ativas;
  if (!ativa) return permitir();
  const situacao =
    nomeStatusInscricao[ativa.idStatusInscricao as StatusInscricao] ?? String(ativa.idStatusInscricao);
  const texto = textoInscricaoAtivaNaModalidade(
    ativa.id,
    ativa.turmaPrincipal.cursoQualificacao.nome,
    situacao,
    podeSerAlterada(ativa),
  );
  return redirecionar(RotaInscricao.detalhes(ativa.id), avisoAlerta(texto));
}

/** The alert page, with the way back to where the candidate was enrolling when the guard knows it. */
function alertaCadastro(url?: string): string {
  return url ? comRetorno(RotaInscricao.alertaCadastro, url) : RotaInscricao.alertaCadastro;
}

/**
 * A missing record (404) means the registration is incomplete: the alert page explains what to do, and its links
 * bring the candidate back to `url` once the records exist (issue 28 §1).
 */
export function decidirCadastro(registros: RegistrosCandidato, url?: string): Decisao {
  const completo = registros.dadosCadastrais && registros.endereco && registros.socioeconomico;
  return completo ? permitir() : redirecionar(alertaCadastro(url));
}

/** Spec §5: 14 to 60 by birth year for the form and edit flows. */
export function decidirIdade(idade: number | null, url?: string): Decisao {
  if (idade === null) return redirecionar(alertaCadastro(url));
  if (idadePermiteInscricao(idade)) return permitir();
  return redirecionar(RotaInscricao.historico, avisoAlerta(Mensagem.idadeForaDaFaixa, 'danger'));
}

/**
 * Spec §4, enrolment flow: on a form route an active enrolment switches to the edit flow, kept as the draft;
 * on an edit route, no enrolment goes back to the form, and an enrolment without a (valid) draft is refused. A first
 * enrolment discards whatever draft was left behind (a cancelled enrolment, an abandoned 'Alterar').
 */
export function decidirInscricaoExistente(
  ativas: readonly Inscricao[],
  modo: ModoFluxo,
  rascunho: Inscricao | null,
  url: string,
): ResultadoGuarda {
  // Called up, enrolled or waiting: not a change the edit flow can make (issue 28 §3).
  const fixa = ativas.find((i) => !podeSerAlterada(i));
  if (fixa) return { decisao: decidirJaInscrito([fixa]), rascunho: null };
  const [ativa] = ativas;
  if (modo === 'form') {
    return ativa
      ? { decisao: redirecionar(rotaNoModo(url, 'edit')), rascunho: ativa }
      : { decisao: permitir(), rascunho: null };
  }
  if (!ativa) return { decisao: redirecionar(rotaNoModo(url, 'form')), rascunho: null };
  if (!rascunhoValido(rascunho, ativa)) {
    const decisao = redirecionar(RotaInscricao.historico, avisoAlerta(Mensagem.jaInscritoNaModalidade));
    return rascunho ? { decisao, rascunho: null } : { decisao };
  }
  return { decisao: permitir() };
}

/**
 * The check page serves both flows: with an active enrolment and no draft yet, the enrolment becomes the
 * draft (the page then changes it instead of failing on a second enrolment in the modality).
 */
export function decidirConferir(ativas: readonly Inscricao[], rascunho: Inscricao | null): ResultadoGuarda {
  const fixa = ativas.find((i) => !podeSerAlterada(i));
  if (fixa) return { decisao: decidirJaInscrito([fixa]), rascunho: null };
  const [ativa] = ativas;
  if (rascunhoValido(rascunho, ativa)) return { decisao: permitir() };
  return { decisao: permitir(), rascunho: ativa ?? null };
}

export interface EscolhasFeitas {
  curso: boolean;
  municipio: boolean;
  opcao: boolean;
}
export type Passo = 'curso' | 'municipio' | 'unidade' | 'turno' | 'conferir';

/** Unit and later steps need a chosen course and municipality; the check page also needs a chosen class. */
export function decidirPasso(passo: Passo, escolhas: EscolhasFeitas, modo: ModoFluxo): Decisao {
  if (passo === 'curso' || passo === 'municipio') return permitir();
  if (!escolhas.curso || !escolhas.municipio) return redirecionar(RotaInscricao.escolhaCurso(modo));
  if (passo === 'conferir' && !escolhas.opcao) return redirecionar(RotaInscricao.escolhaUnidade(modo));
  return permitir();
}

/** modalidades: a course with a municipality already chosen goes straight to unit choice. */
export function decidirModalidades(escolhas: EscolhasFeitas): Decisao {
  return escolhas.curso && escolhas.municipio
    ? redirecionar(RotaInscricao.escolhaUnidade('form'))
    : permitir();
}

/**
 * Spec §4/§5 at the e-mail check of the novo emprego municipality step and of an on-line course: under 16 goes to the
 * registration page, then the e-mail (`decidirEmailConfirmado`).
 */
export function decidirEmail(emailConfirmado: boolean, idade: number, url?: string): Decisao {
  if (idade < Regras.idadeMinimaCadastro) {
    return redirecionar(Rota.dadosCadastraisEdit, avisoAlerta(Mensagem.idadeMinimaCadastro, 'danger'));
  }
  return decidirEmailConfirmado(emailConfirmado, url);
}

/**
 * Spec §5, before any enrolment: an unconfirmed e-mail goes to its page, which sends a citizen who has confirmed
 * meanwhile back to `url`.
 */
export function decidirEmailConfirmado(emailConfirmado: boolean, url?: string): Decisao {
  if (emailConfirmado) return permitir();
  return redirecionar(url ? comRetorno(Rota.emailNaoConfirmado, url) : Rota.emailNaoConfirmado);
}

/**
 * historico: education above 2 with no graduation status is sent to update the socioeconomic form. Without the record
 * the history opens: reading one's enrolments, confirming a call-up and cancelling never depend on a complete
 * registration, only a new enrolment does (issue 28 §2).
 */
export function decidirHistorico(
  socioeconomico: { idGrauInstrucao: number; idStatusGraduacao?: number | null } | null,
): Decisao {
  if (!socioeconomico) return permitir();
  const faltaStatus =
    exigeStatusGraduacao(socioeconomico.idGrauInstrucao) && socioeconomico.idStatusGraduacao == null;
  return faltaStatus
    ? redirecionar(Rota.socioeconomicoEdit, avisoAlerta(Mensagem.atualizeEscolaridade))
    : permitir();
}

/** The first refusal of a chain of decisions, or allow. */
export function primeiraRecusa(...decisoes: Decisao[]): Decisao {
  return decisoes.find((d) => !d.permitir) ?? permitir();
}
