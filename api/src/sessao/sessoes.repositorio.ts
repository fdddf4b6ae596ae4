import { Repositorio } from '../db/repositorio.js';

/**
 * Server-side sessions and their rotating refresh tokens (tables sessao, refresh_token). Tokens are stored by hash
 * only; the caller hashes.
 */
/**
 * A token's server session is live (its id, its owner, not revoked), with the owner's role as the database has it now:
 * a demoted member of staff loses the role at the next request, not when the token expires (issue 27 item 3). Also
 * read inside the create's one read (0177).
 */
export const consultaDaSessaoAtiva = (sessao: string, usuario: string) =>
  `SELECT u.role AS papel FROM sessao s JOIN usuario u ON u.id = s.id_usuario
   WHERE s.id = ${sessao} AND s.id_usuario = ${usuario} AND s.revogada_em IS NULL`;

export class RepositorioDeSessoes extends Repositorio {
  /** A new session with its first refresh token, in one statement (decision 0177). */
  async abrir(
    sessao: { id: string; idUsuario: number; origem: string },
    hash: string,
    vida: { ociosaSegundos: number; absolutaSegundos: number },
  ): Promise<void> {
    await this.db.query(
      `WITH s AS (INSERT INTO sessao (id, id_usuario, origem) VALUES ($1, $2, $3) RETURNING id, criada_em)
       INSERT INTO refresh_token (hash, id_sessao, expira_em)
       SELECT $4, s.id, LEAST(now() + make_interval(secs => $5), s.criada_em + make_interval(secs => $6)) FROM s`,
      [sessao.id, sessao.idUsuario, sessao.origem, hash, vida.ociosaSegundos, vida.absolutaSegundos],
    );
  }

  /**
   * Each new token gets a fresh idle period, never past the session's absolute end, and is the session's only live
   * one (issue 27 §4): any other unspent token of the session expires now. Expired, not spent, so a client still
   * holding it gets a plain 401 instead of a replay that would end the session.
   */
  async novoRefresh(
    hash: string,
    sessao: string,
    vida: { ociosaSegundos: number; absolutaSegundos: number },
  ) {
    await this.db.query(
      // A data-modifying WITH always runs to completion, read or not.
      `WITH antigos AS (
         UPDATE refresh_token SET expira_em = now()
          WHERE id_sessao = $2 AND usado_em IS NULL AND expira_em > now())
       INSERT INTO refresh_token (hash, id_sessao, expira_em)
       SELECT $1, s.id, LEAST(now() + make_interval(secs => $3), s.criada_em + make_interval(secs => $4))
         FROM sessao s WHERE s.id = $2`,
      [hash, sessao, vida.ociosaSegundos, vida.absolutaSegundos],
    );
  }

  /** Spends a current refresh token of the user's live session, once even under concurrency: its session, or null. */
  async gastarRefresh(hash: string, idUsuario: number): Promise<string | null> {
    const [gasto] = await this.db.query<{ id_sessao: string }>(
      `UPDATE refresh_token r SET usado_em = now() FROM sessao s
        WHERE r.hash = $1 AND r.usado_em IS NULL AND r.expira_em > now()
          AND s.id = r.id_sessao AND s.revogada_em IS NULL AND s.id_usuario = $2
        RETURNING r.id_sessao`,
      [hash, idUsuario],
    );
    return gasto?.id_sessao ?? null;
  }

  /** The session of an already spent token (a replay), or null. */
  async sessaoDeRefreshGasto(hash: string): Promise<string | null> {
    const [linha] = await this.db.query<{ id_sessao: string }>(
      'SELECT id_sessao FROM refresh_token WHERE hash = $1 AND usado_em IS NOT NULL',
      [hash],
    );
    return linha?.id_sessao ?? null;
  }

  /** The session of a current (unspent, unexpired) token, or null. */
  async sessaoDeRefreshValido(hash: string): Promise<string | null> {
    const [linha] = await this.db.query<{ id_sessao: string }>(
      'SELECT id_sessao FROM refresh_token WHERE hash = $1 AND usado_em IS NULL AND expira_em > now()',
      [hash],
    );
    return linha?.id_sessao ?? null;
  }

  /** The session was opened by a gov.br sign-in less than `segundos` ago. */
  async entradaGovbrRecente(sessao: string, segundos: number): Promise<boolean> {
    const linhas = await this.db.query(
      "SELECT 1 FROM sessao WHERE id = $1 AND origem = 'govbr' AND criada_em > now() - make_interval(secs => $2)",
      [sessao, segundos],
    );
    return linhas.length > 0;
  }

  /** The owner's current role when the session is live; null when it is not. */
  async papelDaSessaoAtiva(sessao: string, idUsuario: number): Promise<string | null> {
    const [linha] = await this.db.query<{ papel: string }>(consultaDaSessaoAtiva('$1', '$2'), [
      sessao,
      idUsuario,
    ]);
    return linha?.papel ?? null;
  }

  async revogar(sessao: string, motivo: string): Promise<void> {
    await this.db.query(
      'UPDATE sessao SET revogada_em = now(), motivo_revogacao = $2 WHERE id = $1 AND revogada_em IS NULL',
      [sessao, motivo],
    );
  }

  /** Every live session of the account but `exceto` (none when null), and their unspent refresh tokens. */
  async revogarTodas(idUsuario: number, motivo: string, exceto: string | null = null): Promise<void> {
    await this.db.query(
      `WITH s AS (
         UPDATE sessao SET revogada_em = now(), motivo_revogacao = $2
          WHERE id_usuario = $1 AND revogada_em IS NULL AND id IS DISTINCT FROM $3::uuid RETURNING id)
       UPDATE refresh_token SET expira_em = now()
        WHERE id_sessao IN (SELECT id FROM s) AND usado_em IS NULL AND expira_em > now()`,
      [idUsuario, motivo, exceto],
    );
  }
}
