/**
 * A failure of the connection to the database, not of the statement: the server or the pooler in front of it
 * (PgBouncer) refused, cut or closed it, or is shutting down. The request gets a 503 with Retry-After (decision 0213),
 * never a 500: the database will be back, and the client sends the request again.
 */
const ERROS_DE_SOQUETE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE: class 08 (connection exception) and the server going away (admin/crash shutdown, cannot connect now). */
const ESTADOS_DE_CONEXAO = /^(08...|57P0[123])$/;

/** node-postgres' own messages for a socket that ended or never opened. */
const MENSAGENS_DO_PG =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function ehFalhaDeConexao(erro: unknown): boolean {
  // Read by shape, not `instanceof Error`: a socket error is made by Node's own realm, which need not be the caller's.
  if (typeof erro !== 'object' || erro === null) return false;
  const { code: codigo, message: mensagem } = erro as { code?: unknown; message?: unknown };
  if (typeof codigo === 'string' && (ERROS_DE_SOQUETE.has(codigo) || ESTADOS_DE_CONEXAO.test(codigo)))
    return true;
  return typeof mensagem === 'string' && MENSAGENS_DO_PG.test(mensagem);
}

/** Attempts and pause to open a connection: a pooler's restart (well under a second) passes unseen. */
export const TENTATIVAS_DE_CONECTAR = 5;
const PAUSA_INICIAL_MS = 100;

/**
 * Opens a connection, again after a pause while the failure is the connection's (100, 200, 400, 800 ms). Only the
 * opening is tried again: nothing was sent yet. A statement cut mid-way is not repeated here (it may have run).
 */
export async function conectarComPaciencia<T>(
  conectar: () => Promise<T>,
  esperar: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let tentativa = 1; ; tentativa += 1) {
    try {
      return await conectar();
    } catch (erro) {
      if (!ehFalhaDeConexao(erro) || tentativa >= TENTATIVAS_DE_CONECTAR) throw erro;
      await esperar(PAUSA_INICIAL_MS * 2 ** (tentativa - 1));
    }
  }
}
