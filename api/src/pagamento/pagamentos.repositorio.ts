import type { Pagamento } from '@portal/contracts';
import { Repositorio } from '../db/repositorio.js';

/** Payment or benefit protocol records of a candidate (table pagamento), read-only for the portal. */
export class RepositorioDePagamentos extends Repositorio {
  doUsuario(idUsuario: number): Promise<Pagamento[]> {
    return this.db.query<Pagamento>(
      `SELECT protocolo_pagamento AS "protocoloPagamento", senha_pagamento AS "senhaPagamento", status_pagamento AS "statusPagamento"
         FROM pagamento WHERE id_usuario = $1 ORDER BY id`,
      [idUsuario],
    );
  }
}
