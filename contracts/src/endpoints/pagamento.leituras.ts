import type { Pagamento } from '../schemas/candidato.js';
import { lista, objeto, texto, type Leitor } from '../leitores.js';

/**
 * The candidate's payments read without zod, as `pagamentoSchema` (`pagamento.leituras.test.ts` holds it to it):
 * the payments page only reads, so zod is not on its first load (decision 0841).
 */
const pagamento: Leitor<Pagamento> = objeto({
  protocoloPagamento: texto,
  senhaPagamento: texto,
  statusPagamento: texto,
});

/** Named as in `pagamento` (endpoints/pagamento.ts). */
export const leiturasPagamento = { doUsuario: lista(pagamento) };
