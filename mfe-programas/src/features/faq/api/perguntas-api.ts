import { http } from '@portal/shared-auth';
import type { PerguntaFaqRequest } from '@portal/contracts';

/** POST /v1/faq/perguntas (decision 0702): the question goes to the programme team, answered by e-mail. */
export async function enviarPergunta(pergunta: PerguntaFaqRequest): Promise<void> {
  await http.post('/v1/faq/perguntas', pergunta);
}
