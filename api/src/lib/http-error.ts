import { Mensagem } from '@portal/contracts';

/** Seconds a shed request is asked to wait before it is sent again. */
export const RETRY_AFTER_SOBRECARGA_SEGUNDOS = 2;

/** An error that already knows its HTTP status and the alert body the client receives. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: string[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Business-rule refusals show one sentence; the toast helper prints errors[0] when there is exactly one. */
const regra = (status: number, texto: string) => new HttpError(status, texto, [texto]);

export const Erros = {
  naoAutenticado: () => new HttpError(401, Mensagem.naoAutenticado, [Mensagem.naoAutenticado]),
  tokenExpirado: () =>
    new HttpError(401, Mensagem.tokenExpirado, [Mensagem.tokenExpirado], { 'Token-Expired': 'true' }),
  acessoNegado: () => regra(403, Mensagem.acessoNegado),
  naoEncontrado: (texto: string = Mensagem.naoEncontrado) => regra(404, texto),
  conflito: (texto: string = Mensagem.conflito) => regra(409, texto),
  invalido: (erros: string[]) => new HttpError(400, Mensagem.dadosInvalidos, erros),
  regra: (texto: string) => regra(400, texto),
  /** Well-formed, but not something this call can do (a class of another programme, a format the course lacks). */
  naoProcessavel: (texto: string) => regra(422, texto),
  proibido: (texto: string) => regra(403, texto),
  muitasRequisicoes: () => regra(429, Mensagem.muitasRequisicoes),
  /**
   * Nothing was done, and another moment will do (decision 0213): the database cannot be reached (a pooler
   * restarting, a primary going away) or this process is on its way down. The client sends the request again after
   * Retry-After, as after a load shed.
   */
  indisponivel: () =>
    new HttpError(503, Mensagem.servicoIndisponivel, [Mensagem.servicoIndisponivel], {
      'Retry-After': String(RETRY_AFTER_SOBRECARGA_SEGUNDOS),
      'Cache-Control': 'no-store',
    }),
  /** Load shed (decision 0165, 0179): nothing was started, so the client may send it again after Retry-After. */
  sobrecarregado: () =>
    new HttpError(503, Mensagem.portalSobrecarregado, [Mensagem.portalSobrecarregado], {
      'Retry-After': String(RETRY_AFTER_SOBRECARGA_SEGUNDOS),
      'Cache-Control': 'no-store',
    }),
};
