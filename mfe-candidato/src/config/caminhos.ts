import { RotaDoCandidato } from '@portal/contracts/rotas';

/**
 * The first URL segments this remote owns: its build declares them to the registry (portal-remoto.json, copied into
 * its line of remotes.json by `pnpm deploy:remote`), and its route table and links use the same list. Adding a
 * segment here and deploying this remote is all it takes; the shell is not rebuilt. The build reads this file with
 * the one module it imports (tooling/webpack/declaracao-do-portal.cjs).
 */
export const PREFIXOS = ['candidato'] as const;

/**
 * Every path of this remote, defined once (decision 0920): its route table, links and redirects use these. Those the
 * rest of the portal opens come from contracts (`RotaDoCandidato`, part of `Rota`; decision 0921).
 */
export const RotaCandidato = {
  dadosCadastraisEdit: RotaDoCandidato.dadosCadastraisEdit,
  enderecoForm: RotaDoCandidato.enderecoForm,
  enderecoEdit: RotaDoCandidato.enderecoEdit,
  socioeconomicoForm: RotaDoCandidato.socioeconomicoForm,
  socioeconomicoEdit: RotaDoCandidato.socioeconomicoEdit,
  cadastroConcluido: '/candidato/cadastro-concluido',
  dadosPagamento: RotaDoCandidato.dadosPagamento,
  /** The four questionnaire kinds: each also opens as `…/edit/{idCurso}[/{idQuestionario}]`. */
  questionarioEmpresa: '/candidato/questionario-empresa/edit',
  questionarioEmpreenda: '/candidato/questionario-empreenda/edit',
  questionario: '/candidato/questionario/edit',
  questionarioDinamico: '/candidato/questionario-dinamico/edit',
} as const;
