/**
 * The first URL segments this remote owns: its build declares them to the registry (portal-remoto.json, copied into
 * its line of remotes.json by `pnpm deploy:remote`), and its route table and links use the same list. Adding a
 * segment here and deploying this remote is all it takes; the shell is not rebuilt. No imports: the build reads this
 * file on its own (tooling/webpack/declaracao-do-portal.cjs).
 */
export const PREFIXOS = ['candidato'] as const;

/**
 * Every path of this remote, defined once (decision 0920): its route table, links and redirects use these. Those the
 * rest of the portal links to are restated in contracts' `Rota`; caminhos.test.ts keeps the two equal.
 */
export const RotaCandidato = {
  dadosCadastraisEdit: '/candidato/dados-cadastrais/edit',
  enderecoForm: '/candidato/endereco/form',
  enderecoEdit: '/candidato/endereco/edit',
  socioeconomicoForm: '/candidato/questionario-socioeconomico/form',
  socioeconomicoEdit: '/candidato/questionario-socioeconomico/edit',
  cadastroConcluido: '/candidato/cadastro-concluido',
  dadosPagamento: '/candidato/dados-pagamento',
  /** The four questionnaire kinds: each also opens as `…/edit/{idCurso}[/{idQuestionario}]`. */
  questionarioEmpresa: '/candidato/questionario-empresa/edit',
  questionarioEmpreenda: '/candidato/questionario-empreenda/edit',
  questionario: '/candidato/questionario/edit',
  questionarioDinamico: '/candidato/questionario-dinamico/edit',
} as const;
