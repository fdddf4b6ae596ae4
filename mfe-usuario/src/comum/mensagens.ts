/** Portuguese texts of this area that are not in the spec's catalogue (those come from @portal/contracts). */
export const TextoUsuario = {
  voceSaiu: 'Você saiu do portal.',
  emailJaConfirmado: 'Seu e-mail já está confirmado.',
  contaCriada: 'Conta criada. Enviamos um link de confirmação para o seu e-mail.',
  dadosAtualizados: 'Seus dados foram atualizados.',
  emailAlterado:
    'Enviamos um link para o novo endereço. Até ele ser usado, o seu e-mail atual continua valendo para entrar e receber avisos.',
  cadastroRetomadoTitulo: 'Encontramos um cadastro com o seu CPF',
  cadastroRetomado:
    'Encontramos um cadastro com o seu CPF feito antes do seu primeiro acesso pelo gov.br, talvez por outra pessoa. Para proteger você, encerramos todas as sessões abertas nessa conta, removemos a senha cadastrada e passamos a usar o e-mail do seu gov.br.',
  termosAceitos: 'Obrigado! Seus dados e o aceite dos termos foram registrados.',
  pedidoRedefinicao:
    'Se houver uma conta com esses dados, enviaremos um link para redefinir a senha ao e-mail cadastrado. Verifique também a caixa de spam.',
  senhaRedefinida: 'Sua senha foi redefinida. Entre com a nova senha.',
  linkIncompleto: 'Este link está incompleto. Abra novamente o link recebido por e-mail.',
  govBrIndisponivel:
    'Não foi possível iniciar a entrada com gov.br. Tente novamente ou entre com CPF e senha.',
} as const;
