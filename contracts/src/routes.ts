/** Remote names as registered with the Module Federation runtime and written in `remotes.json`. */
export const Remote = {
  usuario: 'mfe_usuario',
  candidato: 'mfe_candidato',
  inscricao: 'mfe_inscricao',
  programas: 'mfe_programas',
  primeiroEmprego: 'mfe_primeiro_emprego',
} as const;
export type Remote = (typeof Remote)[keyof typeof Remote];

/** Which remote owns each first URL segment (architecture §1). The shell owns home, error and fale-conosco. */
export const DONO_DO_PREFIXO: Readonly<Record<string, Remote>> = {
  usuario: Remote.usuario,
  candidato: Remote.candidato,
  inscricao: Remote.inscricao,
  'meus-cursos': Remote.inscricao,
  meuprimeiroemprego: Remote.primeiroEmprego,
  'meu-primeiro-emprego': Remote.primeiroEmprego,
  qualificaSP: Remote.programas,
  EmpreendaSP: Remote.programas,
  EmpreendaJovem: Remote.programas,
  novoemprego: Remote.programas,
  arcos: Remote.programas,
  cursos: Remote.programas,
  'trilhas-sp-tech': Remote.programas,
  trilhas: Remote.programas,
  'onde-estudar': Remote.programas,
  online: Remote.programas,
  index: Remote.programas,
  edit: Remote.programas,
  sobre: Remote.programas,
  virtual: Remote.programas,
  faq: Remote.programas,
  'faq-novo-emprego': Remote.programas,
  'faq-empreenda': Remote.programas,
  'faq-empreenda-jovem': Remote.programas,
  'faq-form': Remote.programas,
  'bolsa-auxilio': Remote.programas,
  'html-web-developer': Remote.programas,
  'net-fundamentals': Remote.programas,
  'java-developer': Remote.programas,
  'javascript-game-developer': Remote.programas,
};

/** Portal routes that code elsewhere redirects to (spec §2 and §4). */
export const Rota = {
  home: '/home',
  forbidden: '/error/forbidden',
  internalServerError: '/error/internal-server-error',
  faleConosco: '/fale-conosco',
  login: '/usuario/login',
  logout: '/usuario/logout',
  usuarioForm: '/usuario/form',
  usuarioEdit: '/usuario/edit',
  usuarioConta: '/usuario/conta',
  atualizarCadastro: '/usuario/atualizar-cadastro',
  emailNaoConfirmado: '/usuario/email-nao-confirmado',
  confirmacaoEmail: '/usuario/confirmacao-email',
  redefinicaoSenha: '/usuario/redefinicao-senha',
  dadosCadastraisEdit: '/candidato/dados-cadastrais/edit',
  enderecoForm: '/candidato/endereco/form',
  enderecoEdit: '/candidato/endereco/edit',
  socioeconomicoForm: '/candidato/questionario-socioeconomico/form',
  socioeconomicoEdit: '/candidato/questionario-socioeconomico/edit',
  historico: '/inscricao/historico',
  modalidades: '/inscricao/modalidades',
  escolhaCursoNovoEmpregoForm: '/inscricao/escolha-curso/novo-emprego/form',
  escolhaCursoNovoEmpregoEdit: '/inscricao/escolha-curso/novo-emprego/edit',
  escolhaUnidadeNovoEmpregoForm: '/inscricao/escolha-unidade/novo-emprego/form',
  escolhaUnidadeNovoEmpregoEdit: '/inscricao/escolha-unidade/novo-emprego/edit',
} as const;

/** Query parameter that carries the return URL to the login and terms pages. */
export const PARAM_RETORNO = 'returnUrl';

export const API_PREFIXO = '/v1';
