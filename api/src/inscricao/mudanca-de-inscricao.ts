import { Mensagem } from '@portal/contracts';
import type { Executor } from '../db/types.js';
import { exigirDonoOuAdministrador, type Autor } from '../lib/autor.js';
import { Erros } from '../lib/http-error.js';
import { RepositorioDeInscricoes, type InscricaoBloqueada } from './inscricoes.repositorio.js';

/** The enrolment, locked for this transaction, when the caller may change it; 404 or 403 otherwise. */
export async function bloquearDoAutor(tx: Executor, autor: Autor, id: number): Promise<InscricaoBloqueada> {
  const linha = await new RepositorioDeInscricoes(tx).bloquear(id);
  if (!linha) throw Erros.naoEncontrado(Mensagem.inscricaoNaoEncontrada);
  exigirDonoOuAdministrador(autor, linha.id_usuario);
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
  const inscricoes = new RepositorioDeInscricoes(tx);
  await inscricoes.mudarStatus(atual.id, novo);
  await inscricoes.auditar({
    idInscricao: atual.id,
    anterior: atual.id_status_inscricao,
    novo,
    idTurma: atual.id_turma_principal,
    autor: autor.sid,
    motivo,
  });
}
