import { Rota } from '@portal/contracts';

/** This remote's own paths that code redirects to; the spec's routes that other packages also use live in contracts. */
export const RotaInscricao = {
  historico: Rota.historico,
  modalidades: Rota.modalidades,
  alertaCadastro: '/inscricao/alerta-cadastro',
  confirmacaoMatricula: '/inscricao/confirmacao-matricula',
  /** The receipt of a new enrolment, or of a change (`alteracao=1`: the page then says it was changed). */
  comprovante: (idInscricao: number, alterada = false) =>
    `/inscricao/confirmacao-matricula?idInscricao=${idInscricao}${alterada ? '&alteracao=1' : ''}`,
  escolhaCurso: (modo: ModoFluxo) =>
    modo === 'edit' ? Rota.escolhaCursoNovoEmpregoEdit : Rota.escolhaCursoNovoEmpregoForm,
  escolhaMunicipio: (modo: ModoFluxo, idCurso: number) => `/inscricao/escolha-municipio/${modo}/${idCurso}`,
  escolhaUnidade: (modo: ModoFluxo) =>
    modo === 'edit' ? Rota.escolhaUnidadeNovoEmpregoEdit : Rota.escolhaUnidadeNovoEmpregoForm,
  escolhaTurno: (modo: ModoFluxo, idOrdemServico: number) =>
    `/inscricao/escolha-turno/${modo}/${idOrdemServico}`,
  conferir: (idCurso: number) => `/inscricao/confirmacao-novoemprego/${idCurso}`,
  detalhes: (idInscricao: number) => `/inscricao/detalhes/${idInscricao}`,
  meusCursos: (menuStatus: string, aprovado: string) => `/meus-cursos/${menuStatus}/${aprovado}`,
} as const;

/** The enrolment flow runs as a first enrolment ('form') or as a change of the active one ('edit'). */
export type ModoFluxo = 'form' | 'edit';

/** The same step in the other mode: /…/form/… ⇄ /…/edit/…, keeping the step's parameters. */
export function rotaNoModo(url: string, modo: ModoFluxo): string {
  const caminho = url.split(/[?#]/)[0] ?? url;
  return caminho.replace(/\/(form|edit)(?=\/|$)/, `/${modo}`);
}
