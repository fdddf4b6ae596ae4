import { Mensagem } from '@portal/contracts';

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
  proibido: (texto: string) => regra(403, texto),
  naoProcessavel: (texto: string) => regra(422, texto),
  muitasRequisicoes: () => regra(429, Mensagem.muitasRequisicoes),
};
