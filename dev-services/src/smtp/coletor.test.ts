import { lerMensagem } from './coletor.js';

describe('lerMensagem', () => {
  it('lê o Message-ID, a tentativa do portal e o assunto do cabeçalho, e os links do texto', () => {
    const bruto = [
      'From: portal@exemplo.gov.br',
      'Subject: Redefinição de senha',
      'Message-ID: <mensagem-3@portal-qualifica>',
      'X-Portal-Tentativa: 2',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Abra https://portal.exemplo/usuario/redefinir?token=3Dabc para continuar.',
    ].join('\r\n');
    const lida = lerMensagem(['joao@exemplo.com.br'], bruto, new Date('2026-11-30T12:00:00Z'));
    expect(lida).toMatchObject({
      para: ['joao@exemplo.com.br'],
      messageId: '<mensagem-3@portal-qualifica>',
      tentativa: '2',
      assunto: 'Redefinição de senha',
      links: ['https://portal.exemplo/usuario/redefinir?token=abc'],
    });
  });

  it('sem o cabeçalho da tentativa (um e-mail que não é do portal), tentativa é null', () => {
    expect(lerMensagem([], 'Subject: x\r\n\r\ncorpo').tentativa).toBeNull();
  });
});
