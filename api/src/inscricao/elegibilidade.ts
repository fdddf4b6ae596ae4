import {
  Mensagem,
  ProgramaPortal,
  exigeStatusGraduacao,
  idadePermiteEmpreendaJovem,
  idadePermiteInscricao,
} from '@portal/contracts';
import { anoEmBrasilia } from '../lib/dia-em-brasilia.js';
import { Erros } from '../lib/http-error.js';
import type { SituacaoDoCandidato } from './situacao-do-candidato.repositorio.js';

/**
 * The candidate-side rules of an enrolment (spec §§4, 5): accepted terms of use, confirmed e-mail, complete records,
 * age 14 to 60 by birth year against the current year (Brasília's), and a graduation status above education level 2.
 * Refusals are 403: the candidate is not allowed to enrol yet, and the message says why. The terms are read from the
 * database at each request, like the role (decision 0147). `idadeMinima` is the portal's stricter floor where the spec
 * applies one (under 16 refused at the e-mail-confirmed and update checks of the Via Rápida flows, decision 0130).
 * Returns the age (by birth year) for the programme's own rule.
 */
export function verificarElegibilidade(
  s: SituacaoDoCandidato | undefined,
  opcoes: { idadeMinima?: number } = {},
  hoje = new Date(),
): number {
  if (!s) throw Erros.naoEncontrado();
  if (!s.aceitou_termo) throw Erros.proibido(Mensagem.termosNaoAceitos);
  if (!s.email_confirmado) throw Erros.proibido(Mensagem.emailNaoConfirmado);
  if (!s.tem_cadastro || !s.tem_endereco || !s.tem_socio) throw Erros.proibido(Mensagem.cadastroIncompleto);
  const idade = s.ano_nascimento === null ? null : anoEmBrasilia(hoje) - s.ano_nascimento;
  if (idade === null || !idadePermiteInscricao(idade)) throw Erros.proibido(Mensagem.idadeForaDaFaixa);
  if (opcoes.idadeMinima !== undefined && idade < opcoes.idadeMinima)
    throw Erros.proibido(Mensagem.idadeMinimaCadastro);
  if (exigeStatusGraduacao(s.id_grau_instrucao) && s.id_status_graduacao === null) {
    throw Erros.proibido(Mensagem.atualizeEscolaridade);
  }
  return idade;
}

/**
 * A programme's own age range, on top of the general one: Empreenda Jovem takes 16 to 29. The candidate is eligible,
 * the request is well formed, but this class is not for them: 422 (decision 0141).
 */
export function verificarIdadeDoPrograma(idModalidade: number, idade: number): void {
  if (idModalidade === ProgramaPortal.EmpreendaJovem && !idadePermiteEmpreendaJovem(idade)) {
    throw Erros.naoProcessavel(Mensagem.idadeForaDaFaixaEmpreendaJovem);
  }
}
