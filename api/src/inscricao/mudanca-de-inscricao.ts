import { Mensagem, Papel, type AccessTokenClaims } from '@portal/contracts';
import type { Executor } from '../db/types.js';
import { Erros } from '../lib/http-error.js';
import {
  auditar,
  bloquearInscricao,
  mudarStatus,
  type InscricaoBloqueada,
} from './inscricoes-em-transacao.repositorio.js';

export type Autor = Pick<AccessTokenClaims, 'sid' | 'role'>;

/** Only the candidate's own enrolments, unless the caller is an administrator (403). */
export function donoOuAdministrador(autor: Autor, idUsuario: number): void {
  if (autor.role !== Papel.Administrador && idUsuario !== autor.sid) throw Erros.acessoNegado();
}

/** The enrolment, locked for this transaction, when the caller may change it; 404 or 403 otherwise. */
export async function bloquearDoAutor(tx: Executor, autor: Autor, id: number): Promise<InscricaoBloqueada> {
  const linha = await bloquearInscricao(tx, id);
  if (!linha) throw Erros.naoEncontrado(Mensagem.inscricaoNaoEncontrada);
  donoOuAdministrador(autor, linha.id_usuario);
  return linha;
}

/** Every status change leaves an audit row with its author and reason, in the same transaction. */
export async function registrarStatus(
  tx: Executor,
  atual: InscricaoBloqueada,
  novo: number,
  autor: Autor,
  motivo: string,
): Promise<void> {
  await mudarStatus(tx, atual.id, novo);
  await auditar(tx, {
    idInscricao: atual.id,
    anterior: atual.id_status_inscricao,
    novo,
    idTurma: atual.id_turma_principal,
    autor: autor.sid,
    motivo,
  });
}
