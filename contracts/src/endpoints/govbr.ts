import { endpoint } from './definir.js';

/** Signing in with gov.br (spec §7, /v1/usuario): the API mediates the token request and opens a portal session. */
export const govbr = {
  autenticar: endpoint('POST', '/v1/usuario/authentication/govbr'),
  token: endpoint('POST', '/v1/usuario/authentication/govbr/token'),
  dados: endpoint('GET', '/v1/usuario/GetUsuarioGovBR'),
} as const;
