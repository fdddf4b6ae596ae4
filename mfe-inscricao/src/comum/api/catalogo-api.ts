import { http } from '@portal/shared-auth';
import {
  cursoSchema,
  municipioSchema,
  programaSchema,
  turmaSchema,
  unidadeSchema,
  type Curso,
  type Municipio,
  type ProgramaItem,
  type Turma,
  type Unidade,
} from '@portal/contracts';

/** Catalogue calls of the enrolment flow; every answer is checked against the contracts. */
export const catalogoApi = {
  async programas(): Promise<ProgramaItem[]> {
    const { data } = await http.get('/v1/programas');
    return programaSchema.array().parse(data);
  },
  async cursosDaModalidade(idModalidade: number): Promise<Curso[]> {
    const { data } = await http.get('/v1/cursos', { params: { modalidade: idModalidade } });
    return cursoSchema.array().parse(data);
  },
  async curso(idCurso: number): Promise<Curso> {
    const { data } = await http.get(`/v1/cursos/${idCurso}`);
    return cursoSchema.parse(data);
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
    const { data } = await http.get(`/v1/ordens-servico/${idOrdemServico}/turmas`, { headers: { 'Cache-Control': 'no-cache' } });
    return turmaSchema.array().parse(data);
  },
};
