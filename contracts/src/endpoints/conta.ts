import { endpoint } from './definir.js';

/** The citizen's account (spec §7, /v1/usuario): registration, personal data, e-mail and password. */
export const conta = {
  criar: endpoint('POST', '/v1/usuario/ViaRapidaLoginSP/Create'),
  verificarEmail: endpoint('GET', '/v1/usuario/ViaRapida/VerificarEmail/:email'),
  porId: endpoint('GET', '/v1/usuario/:id'),
  atualizar: endpoint('POST', '/v1/usuario/ViaRapida/Update/:id'),
  dadosAtualizacaoCadastro: endpoint('GET', '/v1/usuario/:id/dadosAtualizacaoCadastro'),
  atualizarCadastro: endpoint('PUT', '/v1/usuario/:id/dadosAtualizacaoCadastro'),
  alterarEmail: endpoint('PUT', '/v1/usuario/:id/Email'),
  emailConfirmado: endpoint('GET', '/v1/usuario/:id/email/confirmed'),
  reenviarConfirmacao: endpoint('POST', '/v1/usuario/:id/confirmation/email'),
  confirmarEmail: endpoint('POST', '/v1/usuario/:id/confirmation'),
  pedirRedefinicaoPorId: endpoint('POST', '/v1/usuario/:id/password/reset/email'),
  pedirRedefinicao: endpoint('POST', '/v1/usuario/password/reset/email'),
  redefinirSenha: endpoint('POST', '/v1/usuario/:id/password/reset'),
} as const;
