import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps the recipients and the headers of each message it accepts, in order. */
export class CaixaSmtp {
  /** One entry per message: its recipients. */
  readonly recebidas: string[][] = [];
  /** One entry per message: its header block, as received. */
  readonly cabecalhos: string[] = [];
  private readonly servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData: (fluxo, sessao, pronto) => {
      const partes: Buffer[] = [];
      fluxo.on('data', (parte: Buffer) => partes.push(parte));
      fluxo.on('end', () => {
        this.recebidas.push(sessao.envelope.rcptTo.map((r) => r.address));
        this.cabecalhos.push(
          Buffer.concat(partes)
            .toString()
            .split(/\r?\n\r?\n/)[0] ?? '',
        );
        pronto();
      });
    },
  });

  async abrir(): Promise<void> {
    await new Promise<void>((pronto) => this.servidor.listen(0, '127.0.0.1', pronto));
  }

  /** The SMTP_URL an API process sends through. */
  get url(): string {
    return `smtp://127.0.0.1:${(this.servidor.server.address() as AddressInfo).port}`;
  }

  fechar(): Promise<void> {
    return new Promise<void>((pronto) => this.servidor.close(() => pronto()));
  }
}
