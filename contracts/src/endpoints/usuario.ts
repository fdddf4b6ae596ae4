import { endpoint } from './definir.js';

/** Accounts (spec §7, /v1/usuario): sessions and tokens, gov.br, registration, personal data, e-mail and password. */
export const usuario = {
  autenticar: endpoint('POST', '/v1/usuario/authentication'),
  renovar: endpoint('POST', '/v1/usuario/authentication/refresh'),
  sair: endpoint('POST', '/v1/usuario/logout'),
  autenticarGovbr: endpoint('POST', '/v1/usuario/authentication/govbr'),
  tokenGovbr: endpoint('POST', '/v1/usuario/authentication/govbr/token'),
  dadosGovbr: endpoint('GET', '/v1/usuario/GetUsuarioGovBR'),
  criarConta: endpoint('POST', '/v1/usuario/ViaRapidaLoginSP/Create'),
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
