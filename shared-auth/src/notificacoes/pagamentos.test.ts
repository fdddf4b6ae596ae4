import { Mensagem } from '@portal/contracts';
import { assinarNotificacoes } from './barramento';
import { notificar } from './notificar';
import { textoPagamentos } from './textos';
import type { Notificacao } from './tipos';

const pago = { protocoloPagamento: '2024-001', senhaPagamento: '1234', statusPagamento: 'Pago' };
const emBreve = { protocoloPagamento: 'Em breve', senhaPagamento: '-', statusPagamento: 'Pendente' };

it('cada registro vira "Protocolo: {p}  Senha: {s}  Status: {st}", com dois espaços', () => {
  expect(textoPagamentos([pago])).toEqual({
    linhas: ['Protocolo: 2024-001  Senha: 1234  Status: Pago'],
    nota: null,
  });
});

it('protocolo "Em breve" marca o status com asterisco e traz a nota em português', () => {
  expect(textoPagamentos([pago, emBreve])).toEqual({
    linhas: [
      'Protocolo: 2024-001  Senha: 1234  Status: Pago',
      'Protocolo: Em breve  Senha: -  Status: Pendente*',
    ],
    nota: '* O benefício estará disponível em breve.',
  });
});

it('o alerta de pagamentos leva as linhas e, por último, a nota', () => {
  const recebidas: Notificacao[] = [];
  const cancelar = assinarNotificacoes((n) => recebidas.push(n));
  notificar.alertaPagamentos([emBreve]);
  expect(recebidas[0]).toMatchObject({
    tipo: 'alerta',
    corpo: ['Protocolo: Em breve  Senha: -  Status: Pendente*', Mensagem.pagamentoEmBreveNota],
  });
  cancelar();
});
