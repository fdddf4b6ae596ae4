import { convocacao, eventoDaInscricaoSchema, requisicao, type EventoDaInscricao } from '@portal/contracts';
import { http } from '@portal/shared-auth';

/**
 * Every status change of one's own enrolment, oldest first (decision 1500). Apart from `inscricaoApi` so it travels
 * in the timeline's own chunk, loaded when a timeline is first opened (decision 1540).
 */
export async function lerLinhaDoTempo(id: number): Promise<EventoDaInscricao[]> {
  const { data } = await http.request(requisicao(convocacao.linhaDoTempo, { params: { id } }));
  return eventoDaInscricaoSchema.array().parse(data);
}
