import type { Pagamento } from '@portal/contracts';
import type { Executor } from '../db/types.js';

/** Payment or benefit protocol records of a candidate (table pagamento), read-only for the portal. */
export class RepositorioDePagamentos {
  constructor(private readonly db: Executor) {}

  doUsuario(idUsuario: number): Promise<Pagamento[]> {
    return this.db.query<Pagamento>(
      `SELECT protocolo_pagamento AS "protocoloPagamento", senha_pagamento AS "senhaPagamento", status_pagamento AS "statusPagamento"
         FROM pagamento WHERE id_usuario = $1 ORDER BY id`,
      [idUsuario],
    );
  }
}
