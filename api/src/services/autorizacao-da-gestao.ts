import { Mensagem, Papel, type AccessTokenClaims } from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import type { Alcance, RepositorioDeGestao } from '../repositories/gestao.js';

/** What a staff call does to a class (decision 1500). */
export type AcaoDaGestao = 'ver' | 'listarInscricoes' | 'verHistorico' | 'alterar' | 'exportar';

interface Permissao {
  acoes: ReadonlySet<AcaoDaGestao>;
  /** Every class (true), or only those in the profile's rows of escopo_gestao. */
  todas: boolean;
  /** Sees the whole CPF (true) or `***.456.789-**`. */
  cpfCompleto: boolean;
}

const TUDO = new Set<AcaoDaGestao>(['ver', 'listarInscricoes', 'verHistorico', 'alterar', 'exportar']);

/**
 * Decision 1500's table, and only it. Professor reads its classes' lists and nothing else (no history, no CSV:
 * decision 1510); Inscricao (the call centre) reads every class but changes nothing and exports nothing.
 */
const PERMISSOES: Partial<Record<string, Permissao>> = {
  [Papel.Administrador]: { acoes: TUDO, todas: true, cpfCompleto: true },
  [Papel.Secretaria]: { acoes: TUDO, todas: false, cpfCompleto: false },
  [Papel.Executora]: { acoes: TUDO, todas: false, cpfCompleto: true },
  [Papel.Professor]: { acoes: new Set(['ver', 'listarInscricoes']), todas: false, cpfCompleto: false },
  [Papel.Inscricao]: {
    acoes: new Set(['ver', 'listarInscricoes', 'verHistorico']),
    todas: true,
    cpfCompleto: false,
  },
};

/** The caller's permission, or 403 for a profile outside the operations area (Candidato, Solicitante, …). */
export function permissaoDe(usuario: AccessTokenClaims, acao: AcaoDaGestao): Permissao {
  const permissao = PERMISSOES[usuario.role];
  if (!permissao?.acoes.has(acao)) throw Erros.acessoNegado();
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

  async exigir(usuario: AccessTokenClaims, acao: AcaoDaGestao, idTurma: number): Promise<Permissao> {
    const permissao = permissaoDe(usuario, acao);
    const turma = await this.repo.turmaNoEscopo({ idUsuario: usuario.sid, todas: permissao.todas }, idTurma);
    if (!turma) throw Erros.naoEncontrado(Mensagem.turmaNaoEncontrada);
    if (!turma.no_escopo)
      throw Erros.proibido('Esta turma não está entre as turmas sob sua responsabilidade.');
    return permissao;
  }
}
