import { http } from '@portal/shared-auth';
import {
  cursoSchema,
  faqSchema,
  municipioSchema,
  ProgramaPortal,
  turmaSchema,
  unidadeSchema,
  type Curso,
  type Faq,
  type Municipio,
  type Turma,
  type Unidade,
} from '@portal/contracts';

/** Public catalogue calls of the first-job pages; every answer is checked against the contracts. */
export const catalogoApi = {
  async cursosPrimeiroEmprego(): Promise<Curso[]> {
    const { data } = await http.get('/v1/cursos', {
      params: { modalidade: ProgramaPortal.MeuPrimeiroEmprego },
    });
    return cursoSchema.array().parse(data);
  },
  async curso(idCurso: number): Promise<Curso> {
    const { data } = await http.get(`/v1/cursos/${idCurso}`);
    return cursoSchema.parse(data);
  },
  async faq(tipo: string): Promise<Faq[]> {
    const { data } = await http.get('/v1/faq', { params: { tipo } });
    return faqSchema.array().parse(data);
  },
  async municipios(idCurso: number): Promise<Municipio[]> {
    const { data } = await http.get(`/v1/cursos/${idCurso}/municipios`);
    return municipioSchema.array().parse(data);
  },
  async unidades(idCurso: number, idMunicipio: number): Promise<Unidade[]> {
    const { data } = await http.get(`/v1/cursos/${idCurso}/municipios/${idMunicipio}/unidades`);
    return unidadeSchema.array().parse(data);
  },
  async turmas(idOrdemServico: number): Promise<Turma[]> {
    // Free seats change by the second: skip the catalogue's one-minute HTTP cache for this list.
    const { data } = await http.get(`/v1/ordens-servico/${idOrdemServico}/turmas`, {
      headers: { 'Cache-Control': 'no-cache' },
    });
    return turmaSchema.array().parse(data);
  },
};
