/** A parameter: a value in a link, or ':name' in a route table. */
type Id = number | string;
/** The enrolment flow runs as a first enrolment ('form') or as a change of the active one ('edit'). */
export type ModoFluxo = 'form' | 'edit';

/**
 * The shell's own pages (decision 0921): the shell's route table serves them (`RotaShell` is this object), and the
 * registry refuses a remote's line that claims one of their first segments (`PREFIXOS_DO_SHELL`).
 */
export const RotaDoShell = {
  home: '/home',
  forbidden: '/error/forbidden',
  internalServerError: '/error/internal-server-error',
  faleConosco: '/fale-conosco',
  /** The shell's public statements (decision 0183): accessibility and privacy (LGPD). */
  acessibilidade: '/acessibilidade',
  privacidade: '/privacidade',
  /** gov.br sends the citizen back here after sign-in (the OpenID redirect_uri). */
  retornoGovBr: '/autenticacao/govbr/retorno',
} as const;

/** mfe-usuario's pages that others open. */
export const RotaDoUsuario = {
  login: '/usuario/login',
  logout: '/usuario/logout',
  usuarioForm: '/usuario/form',
  usuarioEdit: '/usuario/edit',
  usuarioConta: '/usuario/conta',
  atualizarCadastro: '/usuario/atualizar-cadastro',
  emailNaoConfirmado: '/usuario/email-nao-confirmado',
  confirmacaoEmail: '/usuario/confirmacao-email',
  redefinicaoSenha: '/usuario/redefinicao-senha',
  administracao: '/usuario/administracao',
} as const;

/** mfe-candidato's pages that others open. */
export const RotaDoCandidato = {
  dadosCadastraisEdit: '/candidato/dados-cadastrais/edit',
  enderecoForm: '/candidato/endereco/form',
  enderecoEdit: '/candidato/endereco/edit',
  socioeconomicoForm: '/candidato/questionario-socioeconomico/form',
  socioeconomicoEdit: '/candidato/questionario-socioeconomico/edit',
  dadosPagamento: '/candidato/dados-pagamento',
} as const;

/** mfe-inscricao's pages that others open. */
export const RotaDaInscricao = {
  historico: '/inscricao/historico',
  modalidades: '/inscricao/modalidades',
  escolhaMunicipio: (modo: ModoFluxo, idCurso: Id) => `/inscricao/escolha-municipio/${modo}/${idCurso}`,
  confirmacaoQualificaSP: (idCurso: Id) => `/inscricao/confirmacao-qualificaSP/${idCurso}`,
  confirmacaoEmpreendaSP: (idCurso: Id) => `/inscricao/confirmacao-qualificaSP-empreenda/${idCurso}`,
  confirmacaoEmpreendaJovem: (idCurso: Id) => `/inscricao/confirmacao-qualificaSP-empreenda-jovem/${idCurso}`,
  /** The enrolment page of an on-line course (virtual quick track and SP Tech; decision 0130). */
  inscricaoVirtual: (idCurso: Id) => `/inscricao/confirmacao-virtual/${idCurso}`,
  detalhesInscricao: (idInscricao: Id) => `/inscricao/detalhes/${idInscricao}`,
} as const;

/** mfe-programas's pages that others open. */
export const RotaDosProgramas = {
  cursosNovoEmprego: '/novoemprego/cursos',
  cursosQualificaSP: '/qualificaSP/cursos',
  cursosEmpreendaSP: '/EmpreendaSP/cursos',
  cursosEmpreendaJovem: '/EmpreendaJovem/cursos',
  cursosVirtuais: '/virtual/cursos',
  trilhasSpTech: '/trilhas-sp-tech',
  faq: '/faq',
  faqForm: '/faq-form',
  ondeEstudar: '/onde-estudar',
} as const;

/** mfe-primeiro-emprego's pages that others open. */
export const RotaDoPrimeiroEmprego = {
  cursosMeuPrimeiroEmprego: '/meuprimeiroemprego/cursos',
  meuPrimeiroEmprego: '/meu-primeiro-emprego',
  detalhesMeuPrimeiroEmprego: (idCurso: Id) => `/meuprimeiroemprego/details/${idCurso}`,
} as const;

/**
 * The portal's paths that code outside their owner links or redirects to (spec §2 and §4; decisions 0920, 0921): the
 * shell's pages, and each remote's pages the shell, another remote, shared-auth or the API's e-mails open. Each is
 * written once, in its owner's group above: the owner's `src/config/caminhos.ts` takes it from its group
 * (`historico: RotaDaInscricao.historico`; a group alone keeps the other apps' paths out of the owner's first load),
 * everyone else opens it through `Rota`. `tooling/webpack/caminhos-publicados.test.mjs` checks each group against its
 * owner.
 */
export const Rota = {
  ...RotaDoShell,
  ...RotaDoUsuario,
  ...RotaDoCandidato,
  ...RotaDaInscricao,
  ...RotaDosProgramas,
  ...RotaDoPrimeiroEmprego,
} as const;

/** Query parameter that carries the return URL to the login and terms pages. */
export const PARAM_RETORNO = 'returnUrl';

export const API_PREFIXO = '/v1';

/**
 * The local developer tools: the mailbox page, and the API's outbox and test clock under `/v1/dev`. Answered only to
 * loopback, refused in production (decisions 0125, 0127); the gateway, the API and the service worker read the prefix here.
 */
export const FERRAMENTAS_PREFIXO = '/dev';
export const RotaDasFerramentas = { caixaPostal: `${FERRAMENTAS_PREFIXO}/caixa-postal` } as const;
