import { http } from '@portal/shared-auth';
import {
  arcoSchema,
  cursoSchema,
  faqSchema,
  trilhaSchema,
  type Arco,
  type Curso,
  type Faq,
  type PerguntaFaqRequest,
  type Trilha,
} from '@portal/contracts';

/** Public catalogue calls of the programme pages; every answer is checked against the contracts. */
export const catalogoApi = {
  async cursosDaModalidade(idModalidade: number): Promise<Curso[]> {
    const { data } = await http.get('/v1/cursos', { params: { modalidade: idModalidade } });
    return cursoSchema.array().parse(data);
  },
  async curso(idCurso: number): Promise<Curso> {
    const { data } = await http.get(`/v1/cursos/${idCurso}`);
    return cursoSchema.parse(data);
  },
  async arco(idArco: number): Promise<Arco> {
    const { data } = await http.get(`/v1/arcos/${idArco}`);
    return arcoSchema.parse(data);
  },
  async trilhas(): Promise<Trilha[]> {
    const { data } = await http.get('/v1/trilhas');
    return trilhaSchema.array().parse(data);
  },
  async trilha(idTrilha: number): Promise<Trilha> {
    const { data } = await http.get(`/v1/trilhas/${idTrilha}`);
    return trilhaSchema.parse(data);
  },
  async faq(tipo: string): Promise<Faq[]> {
    const { data } = await http.get('/v1/faq', { params: { tipo } });
    return faqSchema.array().parse(data);
  },
  /** POST /v1/faq/perguntas (decision 0702): the question goes to the programme team, answered by e-mail. */
  async enviarPergunta(pergunta: PerguntaFaqRequest): Promise<void> {
    await http.post('/v1/faq/perguntas', pergunta);
  },
};
