import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { fechar, ouvir, type ServicoIniciado } from '../shared/servico.js';

/** One message as the relay accepted it: envelope, Message-ID, and the text with quoted-printable undone. */
export interface MensagemColetada {
  recebidaEm: string;
  para: string[];
  messageId: string | null;
  /**
   * The portal's `X-Portal-Tentativa` and `X-Portal-Reserva`: which reservation of the message sent this copy, and
   * when it began and ended (the API's decision 0220).
   */
  tentativa: string | null;
  reserva: string | null;
  assunto: string | null;
  texto: string;
  links: string[];
}

export interface ConfigColetor {
  host: string;
  portaSmtp: number;
  portaHttp: number;
  /** Where each accepted message is appended (one JSON a line), so a restart keeps what was received. */
  arquivo: string;
}

const LIMITE_DE_MENSAGEM = 256 * 1024;

/** Soft line breaks and `=XX` escapes of quoted-printable, so the links read back as the portal wrote them. */
export function desfazerQuotedPrintable(texto: string): string {
  return texto
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hexa: string) => String.fromCharCode(parseInt(hexa, 16)));
}

export function lerMensagem(para: string[], bruto: string, recebidaEm = new Date()): MensagemColetada {
  const [cabecalho = '', ...corpo] = bruto.split(/\r?\n\r?\n/);
  const campo = (nome: string) =>
    new RegExp(`^${nome}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
      .exec(cabecalho)?.[1]
      ?.replace(/\r?\n[ \t]/g, ' ') ?? null;
  const texto = desfazerQuotedPrintable(corpo.join('\n\n'));
  return {
    recebidaEm: recebidaEm.toISOString(),
    para,
    messageId: campo('Message-ID'),
    tentativa: campo('X-Portal-Tentativa'),
    reserva: campo('X-Portal-Reserva'),
    assunto: campo('Subject'),
    texto,
    links: [...texto.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
  };
}

function lerArquivo(arquivo: string): MensagemColetada[] {
  try {
    return readFileSync(arquivo, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((linha) => JSON.parse(linha) as MensagemColetada);
  } catch {
    return [];
  }
}

/**
 * The mail relay's stand-in in staging (issue 29 §3): a real SMTP server (smtp-server, the one the API's tests use)
 * that accepts every message and keeps it, and a small HTTP reader, `GET /mensagens?para=<e-mail>`, from which the
 * journeys take the links the portal sent and the fault runner counts deliveries by Message-ID.
 */
export async function iniciarColetor(config: ConfigColetor): Promise<ServicoIniciado & { urlHttp: string }> {
  mkdirSync(path.dirname(config.arquivo), { recursive: true });
  const recebidas = lerArquivo(config.arquivo);
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: LIMITE_DE_MENSAGEM,
    logger: false,
    onData(fluxo, sessao, pronto) {
      const partes: Buffer[] = [];
      fluxo.on('data', (parte: Buffer) => partes.push(parte));
      fluxo.on('end', () => {
        const mensagem = lerMensagem(
          sessao.envelope.rcptTo.map((r) => r.address),
          Buffer.concat(partes).toString('utf8'),
        );
        recebidas.push(mensagem);
        appendFileSync(config.arquivo, `${JSON.stringify(mensagem)}\n`);
        pronto();
      });
    },
  });
  // A client that drops in the middle of a message (an API killed with kill -9 by staging's fault runner) resets its
  // connection, and smtp-server reports that on the server: with no listener, that 'error' stopped the relay for every
  // other API, and the fault run failed on the relay, not on the portal.
  smtp.on('error', (erro: Error) =>
    console.warn(`[coletor] conexão SMTP encerrada com erro: ${erro.message}`),
  );
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(config.portaSmtp, config.host, () => resolve());
  });
  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://coletor');
    if (req.method !== 'GET' || url.pathname !== '/mensagens') {
      res.writeHead(404).end();
      return;
    }
    const para = url.searchParams.get('para')?.toLowerCase();
    const lista = para ? recebidas.filter((m) => m.para.some((p) => p.toLowerCase() === para)) : recebidas;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(lista));
  });
  const porta = await ouvir(http, config.portaHttp, config.host);
  const urlHttp = `http://${config.host}:${porta}`;
  return {
    url: `smtp://${config.host}:${config.portaSmtp}`,
    urlHttp,
    close: async () => {
      await fechar(http);
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
