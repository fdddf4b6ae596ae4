import {
  Mensagem,
  Regras,
  Rota,
  StatusInscricao,
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

/** Spec §4: an active novo emprego enrolment is status 1 in modality 22. */
export function inscricoesAtivasNovoEmprego(inscricoes: readonly Inscricao[]): Inscricao[] {
  return inscricoes.filter(
    (i) =>
      i.idStatusInscricao === StatusInscricao.Ativa &&
      i.turmaPrincipal.cursoQualificacao.modalidade.id === Regras.modalidadeNovoEmprego,
  );
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
 * Spec §4/§5 at the municipality step: under 16 goes to the registration page; an unconfirmed e-mail, to its
 * page, which sends a citizen who has confirmed meanwhile back to `url` (the step).
 */
export function decidirEmail(emailConfirmado: boolean, idade: number, url?: string): Decisao {
  if (idade < Regras.idadeMinimaCadastro) {
    return redirecionar(Rota.dadosCadastraisEdit, avisoAlerta(Mensagem.idadeMinimaCadastro, 'danger'));
  }
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
