import { randomUUID } from 'node:crypto';
import type { AuthenticationResponse } from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import type { EmissorDeTokens } from '../lib/jwt.js';
import { hashToken, tokenAleatorio } from '../lib/segredos.js';
import type { RepositorioDeSessoes } from './sessoes.repositorio.js';

/**
 * The account fields an access token carries: a row of conta's usuarios repository (UsuarioLinha) has them. Written
 * out here because conta imports the sessions, not the reverse (decision 0300).
 */
export interface UsuarioDoToken {
  id: number;
  nome: string;
  email: string;
  role: string;
  aceitou_termo: boolean;
  uf: string | null;
  govbr_dados: Record<string, unknown> | null;
}

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
    private readonly repo: RepositorioDeSessoes,
    private readonly tokens: EmissorDeTokens,
    private readonly vida: VidaDoRefresh,
  ) {}

  async abrir(
    usuario: UsuarioDoToken,
    origem: 'credenciais' | 'govbr' | 'cadastro',
  ): Promise<AuthenticationResponse> {
    const sessao = randomUUID();
    const refreshToken = tokenAleatorio();
    await this.repo.abrir({ id: sessao, idUsuario: usuario.id, origem }, hashToken(refreshToken), this.vida);
    return { token: await this.tokenDe(usuario, sessao), refreshToken };
  }

  /** A new access token and refresh token in the same session (after a profile change, for instance). */
  async emitirPar(usuario: UsuarioDoToken, sessao: string): Promise<AuthenticationResponse> {
    const refreshToken = tokenAleatorio();
    await this.repo.novoRefresh(hashToken(refreshToken), sessao, this.vida);
    return { token: await this.tokenDe(usuario, sessao), refreshToken };
  }

  private tokenDe(usuario: UsuarioDoToken, sessao: string): Promise<string> {
    return this.tokens.emitir({
      sid: usuario.id,
      sessao,
      name: usuario.nome,
      email: usuario.email,
      role: usuario.role,
      aceitouTermo: usuario.aceitou_termo,
      uf: usuario.uf,
      nomeSocial: nomeSocialDoGovbr(usuario),
    });
  }

  /** Spends the refresh token (once, even under concurrency) and returns the session it belongs to. */
  async consumirRefresh(idUsuario: number, refreshToken: string): Promise<string> {
    const hash = hashToken(refreshToken);
    const gasto = await this.repo.gastarRefresh(hash, idUsuario);
    if (gasto) return gasto;
    const reuso = await this.repo.sessaoDeRefreshGasto(hash);
    if (reuso) await this.revogar(reuso, 'reuso de refresh token');
    throw Erros.naoAutenticado();
  }

  /** The owner's role as the database has it now, if the session is live; null for a revoked or unknown session. */
  papelDaSessaoAtiva(sessao: string, idUsuario: number): Promise<string | null> {
    return this.repo.papelDaSessaoAtiva(sessao, idUsuario);
  }

  /** The session whose current (unspent, unexpired) refresh token this is, if any. */
  sessaoDoRefresh(refreshToken: string): Promise<string | null> {
    return this.repo.sessaoDeRefreshValido(hashToken(refreshToken));
  }

  revogar(sessao: string, motivo: string): Promise<void> {
    return this.repo.revogar(sessao, motivo);
  }

  revogarTodas(idUsuario: number, motivo: string): Promise<void> {
    return this.repo.revogarTodas(idUsuario, motivo);
  }
}

/** gov.br's social_name, kept with the gov.br data at sign-in (Decreto 8.727/2016; decision 0186). */
export function nomeSocialDoGovbr(usuario: Pick<UsuarioDoToken, 'govbr_dados'>): string | null {
  const nome = usuario.govbr_dados?.social_name;
  return typeof nome === 'string' && nome.trim() !== '' ? nome.trim().slice(0, 150) : null;
}
