import { STATUS_INSCRICAO_ATIVOS, type InscricaoDetalhe, type PeriodoInscricao } from '@portal/contracts';
import {
  avaliarGuardaLogin,
  avisoToast,
  permitir,
  redirecionar,
  sessionStore,
  type Decisao,
} from '@portal/shared-auth';
import { decidirAcessoInscricao } from './acesso-inscricao';
import { situacaoDoCandidato } from './api/candidato-api';
import { primeiroEmpregoApi } from './api/primeiro-emprego-api';
import { RotaPrimeiroEmprego } from '../config/caminhos';

export const AVISO_SEM_PERIODO = 'Não há período de inscrição aberto para o Meu Primeiro Emprego.';
export const AVISO_SEM_INSCRICAO =
  'Escolha um curso e uma turma para fazer sua inscrição no Meu Primeiro Emprego.';

/** Active, called up or enrolled (decision 0110): the enrolment the candidate is following. */
export function inscricaoAtiva(inscricoes: readonly InscricaoDetalhe[]): InscricaoDetalhe | null {
  return (
    inscricoes.find((i) => (STATUS_INSCRICAO_ATIVOS as readonly number[]).includes(i.idStatusInscricao)) ??
    null
  );
}

/** questionario: open only with an open period and an active enrolment, and only until it has been answered. */
export function decidirQuestionario(
  periodo: PeriodoInscricao | null,
  ativa: InscricaoDetalhe | null,
  respondido: boolean,
): Decisao {
  if (!periodo)
    return redirecionar(RotaPrimeiroEmprego.inscricaoEdit, avisoToast(AVISO_SEM_PERIODO, 'warning'));
  if (!ativa)
    return redirecionar(RotaPrimeiroEmprego.inscricaoEdit, avisoToast(AVISO_SEM_INSCRICAO, 'warning'));
  return respondido ? redirecionar(RotaPrimeiroEmprego.inscricaoConfirmacao) : permitir();
}

/** inscricao/confirmacao: there must be an enrolment to confirm. */
export function decidirConfirmacao(ativa: InscricaoDetalhe | null): Decisao {
  return ativa
    ? permitir()
    : redirecionar(RotaPrimeiroEmprego.inscricaoEdit, avisoToast(AVISO_SEM_INSCRICAO, 'warning'));
}

/** The login guard of spec §4 first; then, when it allows, the route's own rule over the API's answers. */
async function depoisDoLogin(url: string, regra: (idUsuario: number) => Promise<Decisao>): Promise<Decisao> {
  const login = avaliarGuardaLogin(url);
  if (!login.permitir) return login;
  return regra(sessionStore.getState().user!.id);
}

export const avaliarLogin = (url: string): Decisao => avaliarGuardaLogin(url);

/** inscricao/edit: only a candidate who can enrol sees the form (complete registration, confirmed e-mail). */
export const avaliarInscricao = (url: string) =>
  depoisDoLogin(url, async (idUsuario) => decidirAcessoInscricao(await situacaoDoCandidato(idUsuario), url));

export const avaliarQuestionario = (url: string) =>
  depoisDoLogin(url, async (idUsuario) => {
    const { inscricoes, periodoAtual } = await primeiroEmpregoApi.lista(idUsuario);
    const ativa = inscricaoAtiva(inscricoes);
    if (!periodoAtual || !ativa) return decidirQuestionario(periodoAtual, ativa, false);
    const { possui } = await primeiroEmpregoApi.possuiQuestionario(idUsuario, periodoAtual.id);
    return decidirQuestionario(periodoAtual, ativa, possui);
  });

export const avaliarConfirmacao = (url: string) =>
  depoisDoLogin(url, async (idUsuario) =>
    decidirConfirmacao(inscricaoAtiva((await primeiroEmpregoApi.lista(idUsuario)).inscricoes)),
  );
