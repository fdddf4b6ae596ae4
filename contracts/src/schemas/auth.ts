import { z } from './zod-pt.js';
import { idSchema } from './common.js';

export const authenticationRequestSchema = z.strictObject({
  /** CPF (with or without punctuation) or e-mail. */
  login: z.string().trim().min(1, 'Informe o CPF ou e-mail.').max(254),
  senha: z.string().min(1, 'Informe a senha.').max(128),
});
export type AuthenticationRequest = z.infer<typeof authenticationRequestSchema>;

export const authenticationResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /**
   * Only from the gov.br sign-in: this first gov.br sign-in took back an account someone had registered with the CPF
   * and a password (issue 27 §1); the portal tells the owner what happened and what to check.
   */
  contaRetomada: z.literal(true).optional(),
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

export const refreshRequestSchema = z.strictObject({
  id: idSchema,
  refreshToken: z.string().min(1).max(200),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/**
 * Logout may carry the refresh token: with an access token that already expired, possessing the session's current
 * refresh token is what proves the session is the caller's, so it can still be revoked on the server.
 */
export const logoutRequestSchema = z
  .strictObject({ refreshToken: z.string().min(1).max(200).optional() })
  .optional();

/** The browser hands the gov.br ID token to the API, which verifies it again and opens a product session. */
export const govBrExchangeRequestSchema = z.strictObject({ idToken: z.string().min(1) });
export type GovBrExchangeRequest = z.infer<typeof govBrExchangeRequestSchema>;

/** Token-mediating endpoint: the API redeems the code at gov.br with the client secret the browser never sees. */
export const govBrTokenRequestSchema = z.strictObject({
  code: z.string().min(1),
  codeVerifier: z.string().min(43).max(128),
  redirectUri: z.string().url(),
});
export type GovBrTokenRequest = z.infer<typeof govBrTokenRequestSchema>;

/** Claims of the product's access token. `sid` (the session-id claim) carries the user id, as the spec says. */
export const accessTokenClaimsSchema = z.object({
  sid: z.coerce.number().int().positive(),
  sessao: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  aceitouTermo: z.boolean().default(false),
  uf: z.string().nullable().optional(),
  /** The name the citizen uses (Decreto 8.727/2016), from gov.br's social_name: greeted by it when present. */
  nomeSocial: z.string().nullable().optional(),
  exp: z.number(),
  iat: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
