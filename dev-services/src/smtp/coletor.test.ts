import { lerMensagem } from './coletor.js';

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
