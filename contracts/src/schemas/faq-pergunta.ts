import { z } from './zod-pt.js';
import { emailSchema } from './common.js';

/** Topics a visitor can ask about on faq-form; the same values as the FAQ types of GET /v1/faq?tipo=. */
export const ASSUNTOS_PERGUNTA_FAQ = [
  'geral',
  'novo-emprego',
  'empreenda',
  'empreenda-jovem',
  'primeiro-emprego',
  'bolsa-auxilio',
] as const;

/** Body of POST /v1/faq/perguntas: a visitor's question, answered by e-mail (decision 0702). */
export const perguntaFaqRequestSchema = z.strictObject({
  nome: z
    .string()
    .trim()
    .min(3, 'Informe seu nome, com pelo menos 3 letras.')
    .max(120, 'Use no máximo 120 caracteres no nome.'),
  email: emailSchema,
  assunto: z.enum(ASSUNTOS_PERGUNTA_FAQ, 'Escolha o assunto da pergunta.'),
  pergunta: z
    .string()
    .trim()
    .min(10, 'Escreva sua pergunta com pelo menos 10 caracteres.')
    .max(1000, 'Use no máximo 1000 caracteres na pergunta.'),
});
export type PerguntaFaqRequest = z.infer<typeof perguntaFaqRequestSchema>;
