/** Headers and cookie names shared by client and server (a zod-free module: shared-auth boots with it). */
export const HttpNome = {
  tokenExpired: 'Token-Expired',
  csrfCookie: 'XSRF-TOKEN',
  csrfHeader: 'X-XSRF-TOKEN',
} as const;
