import type { Executor } from '../db/types.js';
import type { Convocada } from './convocacoes.repositorio.js';
import { RepositorioDeMensagens } from '../mensagens/index.js';
import { dataEmBrasilia } from '../lib/dia-em-brasilia.js';

/** Where the candidate confirms: the history page of the enrolment remote. */
export const CAMINHO_DO_HISTORICO = '/inscricao/historico';

/**
 * The one call-up e-mail (decision 1522): the staff's call-up and the automatic one that gives a freed seat to the
 * first in line (cancellation, expiry, more seats) say the same thing, with the deadline of that call-up.
 */
function texto(c: Convocada, link: string) {
  const data = dataEmBrasilia(new Date(c.prazo));
  return {
    assunto: `Você foi convocado para a matrícula: ${c.curso}`,
    corpo: `Olá, ${c.nome}. Você foi convocado para a matrícula no curso ${c.curso}. Confirme sua matrícula até ${data}, às 23h59 (horário de Brasília), em Minhas inscrições:\n${link}\nDepois desse prazo, a vaga passa para o próximo da lista de espera.`,
    tipo: 'CONVOCACAO',
  };
}

/**
 * The call-up e-mails, written to the outbox in the same transaction as the call-up (a rolled-back call-up
 * sends nothing); the queue delivers them after commit (decision 0162), the local mailbox shows them in development.
 */
export async function avisarConvocadas(
  tx: Executor,
  convocadas: readonly Convocada[],
  portalUrl: string,
): Promise<void> {
  const mensagens = new RepositorioDeMensagens(tx);
  const link = `${portalUrl}${CAMINHO_DO_HISTORICO}`;
  for (const c of convocadas) {
    await mensagens.enfileirar({ para: c.email, link, idUsuario: c.idUsuario, ...texto(c, link) });
  }
}
