/** Portal routes that code elsewhere redirects to (spec §2 and §4). */
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
