import { hashToken, tokenAleatorio } from '../lib/segredos.js';
import { Repositorio } from '../db/repositorio.js';
import { eEnderecoProvisorio } from '@portal/contracts';

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

export interface MensagemPendente {
  id: number;
  para: string;
  assunto: string;
  corpo: string;
  /** Which reservation this is (1 for the first): each send of a message has its own. */
  tentativa: number;
  /** When the reservation began and ends, on the database's clock, as ISO 8601. */
  reservaDe: string;
  reservaAte: string;
}

/** The outbox (every e-mail the portal sends) and the single-use, expiring tokens its links carry. */
export class RepositorioDeMensagens extends Repositorio {
  async enfileirar(m: MensagemNova): Promise<void> {
    // A provisional address is nobody's mailbox: every sender passes here, so none can reach it by mistake.
    if (eEnderecoProvisorio(m.para)) return;
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

  /** Every unused link of the account stops working (a reset link sent to whoever registered the CPF, say). */
  async invalidarTokens(idUsuario: number): Promise<void> {
    await this.db.query(
      'UPDATE token_uso_unico SET usado_em = now() WHERE id_usuario = $1 AND usado_em IS NULL',
      [idUsuario],
    );
  }

  /** Whether the token would be spent now, without spending it. */
  async tokenValido(idUsuario: number, tipo: TipoToken, token: string): Promise<boolean> {
    const linhas = await this.db.query(
      `SELECT 1 FROM token_uso_unico
        WHERE hash = $1 AND id_usuario = $2 AND tipo = $3 AND usado_em IS NULL AND expira_em > now()`,
      [hashToken(token), idUsuario, tipo],
    );
    return linhas.length === 1;
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

  /** Reserves one unsent message for a minute (each reservation counts as an attempt); null when sent or held. */
  async reservar(id: number): Promise<MensagemPendente | null> {
    const [m] = await this.db.query<MensagemPendente>(
      `UPDATE mensagem_saida SET reservada_ate = now() + interval '1 minute', tentativas = tentativas + 1
        WHERE id = $1 AND enviado_em IS NULL AND (reservada_ate IS NULL OR reservada_ate < now())
        RETURNING id, para, assunto, corpo, tentativas AS tentativa,
          to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "reservaDe",
          to_char(reservada_ate AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "reservaAte"`,
      [id],
    );
    return m ?? null;
  }

  async liberarReserva(id: number): Promise<void> {
    await this.db.query('UPDATE mensagem_saida SET reservada_ate = NULL WHERE id = $1', [id]);
  }

  /** Unsent messages older than the given age and not held, with attempts left: what the sweep job sends again. */
  async esquecidas(maximoTentativas: number, idadeMinimaSegundos: number): Promise<number[]> {
    const linhas = await this.db.query<{ id: number }>(
      `SELECT id FROM mensagem_saida
        WHERE enviado_em IS NULL AND tentativas < $1 AND criado_em < now() - make_interval(secs => $2)
          AND (reservada_ate IS NULL OR reservada_ate < now()) ORDER BY id LIMIT 500`,
      [maximoTentativas, idadeMinimaSegundos],
    );
    return linhas.map((l) => l.id);
  }

  /**
   * Unsent messages held by a reservation, with attempts left, and the whole seconds until it ends: the process that
   * holds one may have died in the middle of its send.
   */
  async reservadas(maximoTentativas: number): Promise<{ id: number; segundosDeReserva: number }[]> {
    return this.db.query<{ id: number; segundosDeReserva: number }>(
      `SELECT id, ceil(extract(epoch FROM reservada_ate - now()))::integer AS "segundosDeReserva"
         FROM mensagem_saida
        WHERE enviado_em IS NULL AND tentativas < $1 AND reservada_ate >= now() ORDER BY id LIMIT 500`,
      [maximoTentativas],
    );
  }

  async marcarEnviada(id: number): Promise<void> {
    await this.db.query('UPDATE mensagem_saida SET enviado_em = now() WHERE id = $1', [id]);
  }
}
