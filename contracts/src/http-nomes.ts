/** Headers and cookie names shared by client and server (a zod-free module: shared-auth boots with it). */
export const HttpNome = {
  tokenExpired: 'Token-Expired',
  csrfCookie: 'XSRF-TOKEN',
  csrfHeader: 'X-XSRF-TOKEN',
  /** One id per request, from the edge to the API's log line and back to the browser (decision 0202). */
  idDaRequisicao: 'x-request-id',
} as const;

/**
 * An incoming request id is kept only when it looks like one (letters, digits and . _ : -, 8 to 64 of them: UUIDs
 * and the ids proxies generate): no markup or log forging through the header. The gateway and the API both apply it.
 */
export const ID_DE_REQUISICAO_BEM_FORMADO = /^[A-Za-z0-9._:-]{8,64}$/;
