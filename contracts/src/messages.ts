/** Every user-facing Portuguese message of the spec, exactly as written there, plus the portal's own. */
export const Mensagem = {
  efetueLoginParaContinuar: 'Efetue o login para continuar',
  efetueLoginSessaoExpirada: 'Efetue login para continuar',
  jaInscritoNaModalidade:
    'Você já está inscrito em curso dessa modalidade, para alterar a inscrição clique no botão alterar!',
  atualizeEscolaridade: 'Por favor atualize o status de sua escolaridade no Questionário Socioeconômico',
  confirmeDadosESalve: 'Confirme seus dados e clique em Salvar para continuar.',
  pagamentoEmBreveNota: '* O benefício estará disponível em breve.',
  servicoIndisponivel: 'Serviço temporariamente indisponível',
  visitante: 'visitante',
  ok: 'OK',
  // API messages (alert shape {message, errors[]}).
  dadosInvalidos: 'Os dados enviados são inválidos.',
  naoAutenticado: 'Você precisa entrar para continuar.',
  tokenExpirado: 'Sua sessão expirou.',
  acessoNegado: 'Você não tem permissão para acessar este recurso.',
  naoEncontrado: 'Registro não encontrado.',
  conflito: 'Este registro já existe.',
  muitasRequisicoes: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  erroInterno: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
  credenciaisInvalidas: 'CPF, e-mail ou senha incorretos.',
  turmaLotada: 'Não há mais vagas nesta turma. Escolha outra turma.',
  turmaEncerrada: 'As inscrições para esta turma estão encerradas.',
  emailNaoConfirmado: 'Confirme seu e-mail antes de se inscrever.',
  idadeForaDaFaixa: 'A idade para se inscrever deve estar entre 14 e 60 anos.',
  idadeMinimaCadastro: 'É preciso ter pelo menos 16 anos para continuar.',
  cadastroIncompleto: 'Complete seu cadastro antes de se inscrever.',
  csrfInvalido: 'Requisição recusada por segurança. Recarregue a página e tente novamente.',
} as const;
export type Mensagem = (typeof Mensagem)[keyof typeof Mensagem];
