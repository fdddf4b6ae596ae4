/**
 * Every user-facing Portuguese message of the spec, exactly as written there, plus the portal's own: one export each,
 * read as `Mensagem.nome` (index.ts). One export per message lets a bundle keep only the messages its code names
 * (webpack follows `Mensagem.x` through the namespace; a single object literal came whole into every app: decision 0853).
 */
export const efetueLoginParaContinuar = 'Efetue o login para continuar';
export const efetueLoginSessaoExpirada = 'Efetue login para continuar';
export const jaInscritoNaModalidade =
  'Você já está inscrito em curso dessa modalidade, para alterar a inscrição clique no botão alterar!';
export const atualizeEscolaridade =
  'Por favor atualize o status de sua escolaridade no Questionário Socioeconômico';
export const confirmeDadosESalve = 'Confirme seus dados e clique em Salvar para continuar.';
export const pagamentoEmBreveNota = '* O benefício estará disponível em breve.';
export const servicoIndisponivel = 'Serviço temporariamente indisponível';
export const visitante = 'visitante';
export const ok = 'OK';
// API messages (alert shape {message, errors[]}).
export const dadosInvalidos = 'Os dados enviados são inválidos.';
export const naoAutenticado = 'Você precisa entrar para continuar.';
export const tokenExpirado = 'Sua sessão expirou.';
export const acessoNegado = 'Você não tem permissão para acessar este recurso.';
export const naoEncontrado = 'Registro não encontrado.';
export const conflito = 'Este registro já existe.';
export const muitasRequisicoes = 'Muitas tentativas. Aguarde um pouco e tente novamente.';
// Overload (decision 0165): the API sheds with 503 + Retry-After before doing anything; the client retries calmly.
export const portalSobrecarregado =
  'O portal está com muitos acessos neste momento. Aguarde alguns segundos e tente novamente.';
export const tentandoDeNovo = 'Muitos acessos neste momento. Estamos tentando de novo, aguarde um instante.';
export const erroInterno = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';
export const credenciaisInvalidas = 'CPF, e-mail ou senha incorretos.';
export const turmaLotada = 'Não há mais vagas nesta turma. Escolha outra turma.';
export const turmaEncerrada = 'As inscrições para esta turma estão encerradas.';
export const emailNaoConfirmado = 'Confirme seu e-mail antes de se inscrever.';
export const termosNaoAceitos = 'Aceite os termos de uso do portal antes de se inscrever.';
export const idadeForaDaFaixa = 'A idade para se inscrever deve estar entre 14 e 60 anos.';
export const idadeMinimaCadastro = 'É preciso ter pelo menos 16 anos para continuar.';
export const cadastroIncompleto = 'Complete seu cadastro antes de se inscrever.';
export const idadeForaDaFaixaEmpreendaJovem = 'O Empreenda Jovem é para quem tem de 16 a 29 anos.';
export const csrfInvalido = 'Requisição recusada por segurança. Recarregue a página e tente novamente.';
// API messages added with the API (enrolment, account and gov.br flows).
export const turmaNaoEncontrada = 'Turma não encontrada.';
export const inscricaoNaoEncontrada = 'Inscrição não encontrada.';
export const avisoSoDeInscricaoCancelada = 'Só uma inscrição cancelada tem aviso de cancelamento.';
export const turmaDeOutroPrograma = 'Esta turma não pertence a este programa.';
export const formatoDiferenteDoCurso = 'O formato escolhido não é o formato deste curso.';
export const turmaDeOutraModalidade = 'A nova turma deve ser da mesma modalidade da inscrição.';
export const inscricaoNaoAlteravel = 'Somente inscrições ativas podem ser alteradas.';
export const inscricaoNaoCancelavel = 'Esta inscrição não pode ser cancelada.';
export const matriculaNaoConfirmavel = 'Esta inscrição não está convocada para matrícula.';
export const cpfEmUso = 'Já existe uma conta com este CPF.';
export const emailEmUso = 'Este e-mail já está em uso por outra conta.';
export const cpfConfirmadoPeloGovbr =
  'Este CPF já foi confirmado pelo gov.br. Para acessar a sua conta, use o botão "Entrar com gov.br" na página de entrada.';
export const senhaAtualIncorreta = 'A senha atual não confere.';
export const senhaAtualObrigatoria = 'Para alterar o e-mail, informe a sua senha atual.';
export const entreDeNovoComGovbr =
  'Para alterar o e-mail, entre de novo com o gov.br e faça a alteração em até 5 minutos.';
export const mesmoEmail = 'Este já é o e-mail da sua conta.';
export const emailSoPelaAlteracao =
  'Para mudar o e-mail, use "Alterar e-mail": pedimos a sua senha e confirmamos o novo endereço.';
export const alteracaoDeEmailPedida =
  'Enviamos um link para o novo endereço. Até ele ser usado, o seu e-mail atual continua valendo.';
export const alteracaoDeEmailConfirmada =
  'Novo e-mail confirmado. As outras sessões da conta foram encerradas.';
export const alteracaoDeEmailDesfeita =
  'Alteração de e-mail desfeita. Encerramos todas as sessões e enviamos ao seu e-mail um link para criar uma nova senha.';
export const linkInvalido = 'O link é inválido, já foi usado ou expirou. Peça um novo.';
export const registroJaExiste = 'Este cadastro já foi preenchido. Use a opção de editar.';
export const usuarioNaoEncontrado = 'Usuário não encontrado.';
export const govbrTokenInvalido = 'Não foi possível validar o seu login gov.br. Entre novamente.';
export const govbrIndisponivel = 'O gov.br não respondeu. Tente novamente em instantes.';
export const emailJaConfirmado = 'Seu e-mail já está confirmado.';
export const contaSemEmail =
  'A conta ainda não tem um e-mail. Informe o seu em Minha conta para receber o link de confirmação.';
export const questionarioNaoEncontrado = 'Questionário não encontrado.';
export const cursoNaoEncontrado = 'Curso não encontrado.';
export const periodoNaoEncontrado = 'Período de inscrição não encontrado.';
export const periodoObrigatorio = 'Informe o período de inscrição a que as respostas se referem.';
export const questionarioNaoEDaMatricula = 'Este questionário não é o da matrícula.';
export const respostaJaEnviada = 'Você já respondeu a este questionário.';
export const respostaNaoEncontrada = 'Você ainda não respondeu a este questionário.';
export const periodoEncerrado = 'Não há período de inscrição aberto para este programa.';
export const senhaAlterada = 'Senha alterada. Entre com a nova senha.';
export const senhaComum = 'Esta senha é muito comum. Escolha outra.';
export const senhaComDadosPessoais =
  'A senha não pode conter o seu CPF, a sua data de nascimento ou o seu nome.';
export const cpfNaoMuda = 'O CPF não pode ser alterado: ele é o da sua conta.';
