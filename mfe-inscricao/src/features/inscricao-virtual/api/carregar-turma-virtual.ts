import type { Curso, Turma, Unidade } from '@portal/contracts';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { turmaDisponivel } from '@portal/escolha-da-turma/rotulos-da-turma';

export interface OfertaVirtual {
  curso: Curso;
  unidade: Unidade | null;
  turma: Turma | null;
}

/**
 * An on-line course is offered by the virtual unit only, so there is nothing to choose: the first class with seats
 * is the one the candidate enrols in. `turma` null means the course takes no enrolment now.
 */
export async function carregarOfertaVirtual(idCurso: number): Promise<OfertaVirtual> {
  const [curso, municipios] = await Promise.all([
    catalogoApi.curso(idCurso),
    catalogoApi.municipios(idCurso),
  ]);
  for (const municipio of municipios) {
    for (const unidade of await catalogoApi.unidades(idCurso, municipio.id)) {
      const turma = (await catalogoApi.turmas(unidade.idOrdemServico)).find(turmaDisponivel);
      if (turma) return { curso, unidade, turma };
    }
  }
  return { curso, unidade: null, turma: null };
}
