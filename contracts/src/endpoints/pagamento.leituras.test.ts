import { FALHA } from '../leitores.js';
import { leiturasPagamento } from './pagamento.leituras.js';
import { esquemasPagamento } from './pagamento.esquemas.js';

const peloZod = (valor: unknown) => {
  const lido = esquemasPagamento.doUsuario.response[200].safeParse(valor);
  return lido.success ? lido.data : FALHA;
};
const pagamento = { protocoloPagamento: 'P1', senhaPagamento: 'S1', statusPagamento: 'Pago' };

describe('leitura dos pagamentos sem zod: a mesma resposta do schema', () => {
  it.each([
    [],
    [pagamento],
    [{ ...pagamento, extra: 1 }],
    [{ ...pagamento, senhaPagamento: 1 }],
    [{}],
    pagamento,
    null,
  ])('%j', (valor) => {
    expect(leiturasPagamento.doUsuario(valor)).toEqual(peloZod(valor));
  });
});
