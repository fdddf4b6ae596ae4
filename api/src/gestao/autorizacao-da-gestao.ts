import {
  Mensagem,
  permissaoDaGestao,
  type AcaoDaGestao,
  type AccessTokenClaims,
  type PermissaoDaGestao,
} from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import type { Alcance, RepositorioDeGestao } from './gestao.repositorio.js';

/** The caller's permission, or 403 for a profile outside the operations area (Candidato, Solicitante, …). */
export function permissaoDe(usuario: AccessTokenClaims, acao: AcaoDaGestao): PermissaoDaGestao {
  const permissao = permissaoDaGestao(usuario.role);
  if (!permissao?.acoes.includes(acao)) throw Erros.acessoNegado();
  return permissao;
}

export function alcanceDe(usuario: AccessTokenClaims): Alcance {
  return { idUsuario: usuario.sid, todas: permissaoDe(usuario, 'ver').todas };
}

/**
 * The one gate of every call on one class: the profile may do the action (else 403), the class exists (else 404),
 * and it is in the caller's scope as the database says now (else 403), so a removed scope counts at the next call.
 */
export class AutorizacaoDaGestao {
  constructor(private readonly repo: RepositorioDeGestao) {}

  async exigir(usuario: AccessTokenClaims, acao: AcaoDaGestao, idTurma: number): Promise<PermissaoDaGestao> {
    const permissao = permissaoDe(usuario, acao);
    const turma = await this.repo.turmaNoEscopo({ idUsuario: usuario.sid, todas: permissao.todas }, idTurma);
    if (!turma) throw Erros.naoEncontrado(Mensagem.turmaNaoEncontrada);
    if (!turma.no_escopo)
      throw Erros.proibido('Esta turma não está entre as turmas sob sua responsabilidade.');
    return permissao;
  }
}
