/** A parameter: a value in a link, or ':name' in a route table. */
type Id = number | string;

/**
 * The portal's paths that code outside their owner links or redirects to (spec §2 and §4; decision 0920): the shell's
 * pages the remotes and shared-auth send visitors to, and each remote's pages the shell or another remote opens. The
 * owner defines each of them again in its own `src/config/caminhos.ts` (its route table uses that), and a unit test
 * beside it checks that every entry here under its prefixes is one of its paths: a remote that renames a page learns
 * it from its own tests before the links to it break.
 */
export const Rota = {
  home: '/home',
  forbidden: '/error/forbidden',
  internalServerError: '/error/internal-server-error',
  faleConosco: '/fale-conosco',
  /** The shell's public statements (decision 0183): accessibility and privacy (LGPD). */
  acessibilidade: '/acessibilidade',
  privacidade: '/privacidade',
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
  dadosCadastraisEdit: '/candidato/dados-cadastrais/edit',
  enderecoForm: '/candidato/endereco/form',
  enderecoEdit: '/candidato/endereco/edit',
  socioeconomicoForm: '/candidato/questionario-socioeconomico/form',
  socioeconomicoEdit: '/candidato/questionario-socioeconomico/edit',
  dadosPagamento: '/candidato/dados-pagamento',
  historico: '/inscricao/historico',
  modalidades: '/inscricao/modalidades',
  escolhaCursoNovoEmpregoForm: '/inscricao/escolha-curso/novo-emprego/form',
  escolhaCursoNovoEmpregoEdit: '/inscricao/escolha-curso/novo-emprego/edit',
  escolhaUnidadeNovoEmpregoForm: '/inscricao/escolha-unidade/novo-emprego/form',
  escolhaUnidadeNovoEmpregoEdit: '/inscricao/escolha-unidade/novo-emprego/edit',
  escolhaMunicipioNovoEmpregoForm: (idCurso: Id) => `/inscricao/escolha-municipio/form/${idCurso}`,
  confirmacaoQualificaSP: (idCurso: Id) => `/inscricao/confirmacao-qualificaSP/${idCurso}`,
  confirmacaoEmpreendaSP: (idCurso: Id) => `/inscricao/confirmacao-qualificaSP-empreenda/${idCurso}`,
  confirmacaoEmpreendaJovem: (idCurso: Id) => `/inscricao/confirmacao-qualificaSP-empreenda-jovem/${idCurso}`,
  /** The enrolment page of an on-line course (virtual quick track and SP Tech; decision 0130). */
  inscricaoVirtual: (idCurso: Id) => `/inscricao/confirmacao-virtual/${idCurso}`,
  detalhesInscricao: (idInscricao: Id) => `/inscricao/detalhes/${idInscricao}`,
  cursosNovoEmprego: '/novoemprego/cursos',
  cursosQualificaSP: '/qualificaSP/cursos',
  cursosEmpreendaSP: '/EmpreendaSP/cursos',
  cursosEmpreendaJovem: '/EmpreendaJovem/cursos',
  cursosVirtuais: '/virtual/cursos',
  trilhasSpTech: '/trilhas-sp-tech',
  faq: '/faq',
  faqForm: '/faq-form',
  ondeEstudar: '/onde-estudar',
  cursosMeuPrimeiroEmprego: '/meuprimeiroemprego/cursos',
  meuPrimeiroEmprego: '/meu-primeiro-emprego',
  detalhesMeuPrimeiroEmprego: (idCurso: Id) => `/meuprimeiroemprego/details/${idCurso}`,
} as const;

/** Query parameter that carries the return URL to the login and terms pages. */
export const PARAM_RETORNO = 'returnUrl';

export const API_PREFIXO = '/v1';
