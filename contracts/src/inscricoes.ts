import { Programa } from './enums.js';

/**
 * Enrolment constants added with the API, without zod (decision 0841): statuses that count as an active enrolment
 * (decision 0110; with the waiting list, 6, since decision 1500: it blocks another enrolment in the modality and can be
 * cancelled) and the portal's on-line programmes with the page that enrols in them.
 */
export const STATUS_INSCRICAO_ATIVOS = [1, 3, 4, 6] as const;
/** Statuses that hold a seat of the class (decision 1500): active, called up, enrolled; not the waiting list (6). */
export const STATUS_INSCRICAO_OCUPAM_VAGA = [1, 3, 4] as const;

/**
 * Programmes of on-line courses, enrolled through POST /v1/inscricao/viaRapida/virtual/create (decision 0130): the
 * virtual quick-track courses and the SP Tech learning paths. The page that enrols is
 * `Rota.inscricaoVirtual(idCurso)`.
 */
export const MODALIDADES_VIRTUAIS: readonly number[] = [Programa.ViaRapidaVirtual, Programa.SPTech];

/**
 * Issue 28 §3: a citizen who already holds an active enrolment (STATUS_INSCRICAO_ATIVOS) in a modality is stopped
 * before the form with this text: which enrolment, its status, and what can be done (change it where the programme
 * allows, i.e. an active novo emprego enrolment, or cancel it). The API's 409 keeps the spec's sentence.
 */
export function textoInscricaoAtivaNaModalidade(
  numero: number,
  curso: string,
  situacao: string,
  podeAlterar: boolean,
): string {
  const oQueFazer = podeAlterar
    ? 'Para trocar de curso, de unidade ou de turma, use "Alterar" nessa inscrição; para desistir dela, use "Cancelar inscrição".'
    : 'Só é possível ter uma inscrição ativa em cada modalidade: para se inscrever em outro curso, cancele essa inscrição primeiro.';
  return `Você já tem a inscrição nº ${numero} no curso ${curso} nesta modalidade (situação: ${situacao}). ${oQueFazer}`;
}
