import type { Executor } from '../db/types.js';
import type { Convocada } from '../repositories/convocacoes.js';
import { RepositorioDeMensagens } from '../repositories/mensagens.js';
import { dataEmBrasilia } from './prazo-da-convocacao.js';

export type MotivoDoAviso = 'convocacao' | 'oferta';

/** Where the candidate confirms: the history page of the enrolment remote. */
export const CAMINHO_DO_HISTORICO = '/inscricao/historico';

function texto(c: Convocada, motivo: MotivoDoAviso, link: string) {
  const data = dataEmBrasilia(new Date(c.prazo));
  const prazo = `Confirme sua matrícula até ${data}, às 23h59 (horário de Brasília), em Meus cursos:\n${link}\nDepois desse prazo, a vaga passa para o próximo da lista de espera.`;
  if (motivo === 'oferta') {
    return {
      assunto: `Abriu uma vaga para você: ${c.curso}`,
      corpo: `Olá, ${c.nome}. Abriu uma vaga no curso ${c.curso} e você era o primeiro da lista de espera. ${prazo}`,
      tipo: 'OFERTA_DE_VAGA',
    };
  }
  return {
    assunto: `Você foi convocado para a matrícula: ${c.curso}`,
    corpo: `Olá, ${c.nome}. Você foi convocado para a matrícula no curso ${c.curso}. ${prazo}`,
    tipo: 'CONVOCACAO',
  };
}

/**
 * The call-up and offer e-mails, written to the outbox in the same transaction as the call-up (a rolled-back call-up
 * sends nothing); the queue delivers them after commit (decision 0162), the local mailbox shows them in development.
 */
export async function avisarConvocadas(
  tx: Executor,
  convocadas: readonly Convocada[],
  motivo: MotivoDoAviso,
  portalUrl: string,
): Promise<void> {
  const mensagens = new RepositorioDeMensagens(tx);
  const link = `${portalUrl}${CAMINHO_DO_HISTORICO}`;
  for (const c of convocadas) {
    await mensagens.enfileirar({ para: c.email, link, idUsuario: c.idUsuario, ...texto(c, motivo, link) });
  }
}
