import { randomUUID } from 'node:crypto';
import type { AuthenticationResponse } from '@portal/contracts';
import type { Db } from '../db/types.js';
import { Erros } from '../lib/http-error.js';
import type { EmissorDeTokens } from '../lib/jwt.js';
import { hashToken, tokenAleatorio } from '../lib/segredos.js';
import type { UsuarioLinha } from '../repositories/usuarios.js';

/** How long refresh tokens live: since the last use (idle) and since sign-in (absolute), whichever ends first. */
export interface VidaDoRefresh {
  absolutaSegundos: number;
  ociosaSegundos: number;
}

/**
 * Server-side sessions with rotating refresh tokens; replaying a spent one revokes the whole session (the family),
 * and so does sign-out.
 */
export class ServicoDeSessoes {
  constructor(
    private readonly db: Db,
    private readonly tokens: EmissorDeTokens,
    private readonly vida: VidaDoRefresh,
  ) {}

  async abrir(
    usuario: UsuarioLinha,
    origem: 'credenciais' | 'govbr' | 'cadastro',
  ): Promise<AuthenticationResponse> {
    const sessao = randomUUID();
    await this.db.query('INSERT INTO sessao (id, id_usuario, origem) VALUES ($1, $2, $3)', [
      sessao,
      usuario.id,
      origem,
    ]);
    return this.emitirPar(usuario, sessao);
  }

  /** A new access token and refresh token in the same session (after a profile change, for instance). */
  async emitirPar(usuario: UsuarioLinha, sessao: string): Promise<AuthenticationResponse> {
    const refreshToken = tokenAleatorio();
    // Each new token gets a fresh idle period, never past the session's absolute end.
    await this.db.query(
      `INSERT INTO refresh_token (hash, id_sessao, expira_em)
       SELECT $1, s.id, LEAST(now() + make_interval(secs => $3), s.criada_em + make_interval(secs => $4))
         FROM sessao s WHERE s.id = $2`,
      [hashToken(refreshToken), sessao, this.vida.ociosaSegundos, this.vida.absolutaSegundos],
    );
    const token = await this.tokens.emitir({
      sid: usuario.id,
      sessao,
      name: usuario.nome,
      email: usuario.email,
      role: usuario.role,
      aceitouTermo: usuario.aceitou_termo,
      uf: usuario.uf,
    });
    return { token, refreshToken };
  }

  /** Spends the refresh token (once, even under concurrency) and returns the session it belongs to. */
  async consumirRefresh(idUsuario: number, refreshToken: string): Promise<string> {
    const hash = hashToken(refreshToken);
    const [gasto] = await this.db.query<{ id_sessao: string }>(
      `UPDATE refresh_token r SET usado_em = now() FROM sessao s
        WHERE r.hash = $1 AND r.usado_em IS NULL AND r.expira_em > now()
          AND s.id = r.id_sessao AND s.revogada_em IS NULL AND s.id_usuario = $2
        RETURNING r.id_sessao`,
      [hash, idUsuario],
    );
    if (gasto) return gasto.id_sessao;
    const [reuso] = await this.db.query<{ id_sessao: string }>(
      'SELECT id_sessao FROM refresh_token WHERE hash = $1 AND usado_em IS NOT NULL',
      [hash],
    );
    if (reuso) await this.revogar(reuso.id_sessao, 'reuso de refresh token');
    throw Erros.naoAutenticado();
  }

  async ativa(sessao: string, idUsuario: number): Promise<boolean> {
    const linhas = await this.db.query(
      'SELECT 1 FROM sessao WHERE id = $1 AND id_usuario = $2 AND revogada_em IS NULL',
      [sessao, idUsuario],
    );
    return linhas.length > 0;
  }

  /** The session whose current (unspent, unexpired) refresh token this is, if any. */
  async sessaoDoRefresh(refreshToken: string): Promise<string | null> {
    const linhas = await this.db.query<{ id_sessao: string }>(
      'SELECT id_sessao FROM refresh_token WHERE hash = $1 AND usado_em IS NULL AND expira_em > now()',
      [hashToken(refreshToken)],
    );
    return linhas[0]?.id_sessao ?? null;
  }

  async revogar(sessao: string, motivo: string): Promise<void> {
    await this.db.query(
      'UPDATE sessao SET revogada_em = now(), motivo_revogacao = $2 WHERE id = $1 AND revogada_em IS NULL',
      [sessao, motivo],
    );
  }

  async revogarTodas(idUsuario: number, motivo: string): Promise<void> {
    await this.db.query(
      'UPDATE sessao SET revogada_em = now(), motivo_revogacao = $2 WHERE id_usuario = $1 AND revogada_em IS NULL',
      [idUsuario, motivo],
    );
  }
}
