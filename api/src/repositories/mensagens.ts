import type { Executor } from '../db/types.js';
import { hashToken, tokenAleatorio } from '../lib/segredos.js';

export type TipoToken = 'CONFIRMACAO_EMAIL' | 'REDEFINICAO_SENHA';

export interface MensagemNova {
  para: string;
  assunto: string;
  corpo: string;
  link: string | null;
  tipo: string;
  idUsuario: number | null;
}

export interface MensagemSaida {
  id: number;
  para: string;
  assunto: string;
  corpo: string;
  link: string | null;
  tipo: string;
  criadoEm: string;
}

/** The outbox (every e-mail the portal sends) and the single-use, expiring tokens its links carry. */
export class RepositorioDeMensagens {
  constructor(private readonly db: Executor) {}

  async enfileirar(m: MensagemNova): Promise<void> {
    await this.db.query(
      'INSERT INTO mensagem_saida (para, assunto, corpo, link, tipo, id_usuario) VALUES ($1, $2, $3, $4, $5, $6)',
      [m.para, m.assunto, m.corpo, m.link, m.tipo, m.idUsuario],
    );
  }

  async recentes(limite = 100): Promise<MensagemSaida[]> {
    return this.db.query<MensagemSaida>(
      `SELECT id, para, assunto, corpo, link, tipo, to_char(criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "criadoEm"
         FROM mensagem_saida ORDER BY id DESC LIMIT $1`,
      [limite],
    );
  }

  /** A new token invalidates earlier unused ones of the same kind: only the latest link works. */
  async novoToken(idUsuario: number, tipo: TipoToken, validadeSegundos: number): Promise<string> {
    const token = tokenAleatorio();
    await this.db.query(
      'UPDATE token_uso_unico SET usado_em = now() WHERE id_usuario = $1 AND tipo = $2 AND usado_em IS NULL',
      [idUsuario, tipo],
    );
    await this.db.query(
      `INSERT INTO token_uso_unico (hash, id_usuario, tipo, expira_em) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [hashToken(token), idUsuario, tipo, validadeSegundos],
    );
    return token;
  }

  /** Spends the token exactly once; false when unknown, expired, already used or someone else's. */
  async consumirToken(idUsuario: number, tipo: TipoToken, token: string): Promise<boolean> {
    const linhas = await this.db.query(
      `UPDATE token_uso_unico SET usado_em = now()
        WHERE hash = $1 AND id_usuario = $2 AND tipo = $3 AND usado_em IS NULL AND expira_em > now() RETURNING hash`,
      [hashToken(token), idUsuario, tipo],
    );
    return linhas.length === 1;
  }
}
