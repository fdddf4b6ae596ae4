import { endpoint } from './definir.js';

/** Credentials sign-in (CPF or e-mail), refresh-token rotation and server-side sign-out (spec §7, /v1/usuario). */
export const sessao = {
  autenticar: endpoint('POST', '/v1/usuario/authentication'),
  renovar: endpoint('POST', '/v1/usuario/authentication/refresh'),
  sair: endpoint('POST', '/v1/usuario/logout'),
} as const;
