import { RotaDaInscricao, type ModoFluxo } from '@portal/contracts/rotas';

/**
 * The first URL segments this remote owns: its build declares them to the registry (portal-remoto.json, copied into
 * its line of remotes.json by `pnpm deploy:remote`), and its route table and links use the same list. Adding a
 * segment here and deploying this remote is all it takes; the shell is not rebuilt. The build reads this file with
 * the one module it imports (tooling/webpack/declaracao-do-portal.cjs).
 */
export const PREFIXOS = ['inscricao', 'meus-cursos'] as const;

/** The enrolment flow runs as a first enrolment ('form') or as a change of the active one ('edit'). */
export type { ModoFluxo };
/** A parameter: a value in a link, or ':name' in the route table. */
type Id = number | string;

/**
 * Every path of this remote, defined once (decision 0920): its route table, links and redirects use these. Those the
 * rest of the portal opens come from contracts (`RotaDaInscricao`, part of `Rota`; decision 0921).
 */
export const RotaInscricao = {
  raiz: '/inscricao',
  historico: RotaDaInscricao.historico,
  modalidades: RotaDaInscricao.modalidades,
  alertaCadastro: '/inscricao/alerta-cadastro',
  confirmacaoMatricula: '/inscricao/confirmacao-matricula',
  /** The receipt of a new enrolment, or of a change (`alteracao=1`: the page then says it was changed). */
  comprovante: (idInscricao: number, alterada = false) =>
    `/inscricao/confirmacao-matricula?idInscricao=${idInscricao}${alterada ? '&alteracao=1' : ''}`,
  escolhaCurso: (modo: ModoFluxo) => `/inscricao/escolha-curso/novo-emprego/${modo}`,
  escolhaMunicipio: RotaDaInscricao.escolhaMunicipio,
  escolhaUnidade: (modo: ModoFluxo) => `/inscricao/escolha-unidade/novo-emprego/${modo}`,
  escolhaTurno: (modo: ModoFluxo, idOrdemServico: Id) => `/inscricao/escolha-turno/${modo}/${idOrdemServico}`,
  conferir: (idCurso: Id) => `/inscricao/confirmacao-novoemprego/${idCurso}`,
  /** The confirmation pages of the programmes enrolled in one step (spec §7). */
  confirmacaoQualificaSP: RotaDaInscricao.confirmacaoQualificaSP,
  confirmacaoEmpreendaSP: RotaDaInscricao.confirmacaoEmpreendaSP,
  confirmacaoEmpreendaJovem: RotaDaInscricao.confirmacaoEmpreendaJovem,
  inscricaoVirtual: RotaDaInscricao.inscricaoVirtual,
  detalhes: RotaDaInscricao.detalhesInscricao,
  meusCursosRaiz: '/meus-cursos',
  meusCursos: (menuStatus: string, aprovado: string) => `/meus-cursos/${menuStatus}/${aprovado}`,
} as const;

/** The same step in the other mode: /…/form/… ⇄ /…/edit/…, keeping the step's parameters. */
export function rotaNoModo(url: string, modo: ModoFluxo): string {
  const caminho = url.split(/[?#]/)[0] ?? url;
  return caminho.replace(/\/(form|edit)(?=\/|$)/, `/${modo}`);
}
