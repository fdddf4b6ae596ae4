import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fechar, ouvir } from '../shared/servico.js';
import { iniciarColetor, lerMensagem } from './coletor.js';

describe('lerMensagem', () => {
  it('lê o Message-ID, a tentativa do portal e o assunto do cabeçalho, e os links do texto', () => {
    const bruto = [
      'From: portal@exemplo.gov.br',
      'Subject: Redefinição de senha',
      'Message-ID: <mensagem-3@portal-qualifica>',
      'X-Portal-Tentativa: 2',
      'X-Portal-Reserva: 2026-11-30T11:59:00.000Z 2026-11-30T12:00:00.000Z',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Abra https://portal.exemplo/usuario/redefinir?token=3Dabc para continuar.',
    ].join('\r\n');
    const lida = lerMensagem(['joao@exemplo.com.br'], bruto, new Date('2026-11-30T12:00:00Z'));
    expect(lida).toMatchObject({
      para: ['joao@exemplo.com.br'],
      messageId: '<mensagem-3@portal-qualifica>',
      tentativa: '2',
      reserva: '2026-11-30T11:59:00.000Z 2026-11-30T12:00:00.000Z',
      assunto: 'Redefinição de senha',
      links: ['https://portal.exemplo/usuario/redefinir?token=abc'],
    });
  });

  it('sem os cabeçalhos do portal (um e-mail de outro lugar), tentativa e reserva são null', () => {
    expect(lerMensagem([], 'Subject: x\r\n\r\ncorpo')).toMatchObject({ tentativa: null, reserva: null });
  });
});

/** A free port on loopback, for the SMTP side (the collector's URL names the port it was given). */
async function portaLivre(): Promise<number> {
  const servidor = createHttpServer();
  const porta = await ouvir(servidor, 0, '127.0.0.1');
  await fechar(servidor);
  return porta;
}

/** Opens an SMTP conversation and returns the server's first line (its 220 greeting). */
async function conversar(porta: number): Promise<{ socket: Socket; saudacao: string }> {
  const socket = new Socket();
  const saudacao = await new Promise<string>((recebida, falhou) => {
    socket.once('data', (dados) => recebida(dados.toString('utf8')));
    socket.once('error', falhou);
    socket.connect(porta, '127.0.0.1');
  });
  return { socket, saudacao };
}

describe('iniciarColetor', () => {
  it('um cliente que cai no meio da conversa (a API morta com kill -9) não derruba o coletor', async () => {
    const portaSmtp = await portaLivre();
    const pasta = mkdtempSync(path.join(tmpdir(), 'coletor-'));
    const coletor = await iniciarColetor({
      host: '127.0.0.1',
      portaSmtp,
      portaHttp: 0,
      arquivo: path.join(pasta, 'mensagens.jsonl'),
    });
    try {
      const { socket } = await conversar(portaSmtp);
      for (const linha of [
        'EHLO api-1',
        'MAIL FROM:<portal@exemplo.gov.br>',
        'RCPT TO:<maria@exemplo.com.br>',
      ]) {
        socket.write(`${linha}\r\n`);
        await new Promise((respondeu) => socket.once('data', respondeu));
      }
      // Inside a message's transaction (smtp-server ignores a reset before MAIL FROM), a reset, not a close: what the
      // kernel sends for a process killed mid-conversation.
      socket.resetAndDestroy();
      await new Promise((depois) => setTimeout(depois, 200));

      const outro = await conversar(portaSmtp);
      expect(outro.saudacao).toMatch(/^220 /);
      outro.socket.destroy();
      const resposta = await fetch(`${coletor.urlHttp}/mensagens`);
      expect(resposta.status).toBe(200);
    } finally {
      await coletor.close();
      rmSync(pasta, { recursive: true, force: true });
    }
  });
});
