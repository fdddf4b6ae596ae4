import type { Curso, Turma, Unidade } from '@portal/contracts';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { turmaAceitaInscricao, turmaDisponivel } from '@portal/escolha-da-turma/rotulos-da-turma';

export interface OfertaVirtual {
  curso: Curso;
  unidade: Unidade | null;
  turma: Turma | null;
}

/**
 * An on-line course asks the candidate for no unit or class: of its units and their classes, the first open class with
 * a free seat is the one the candidate enrols in; failing that, the first open full class, whose waiting list takes
 * the enrolment (issue 28 §4, decision 1500). `turma` null means no class of the course is open: it takes no
 * enrolment now.
 */
export async function carregarOfertaVirtual(idCurso: number): Promise<OfertaVirtual> {
  const [curso, municipios] = await Promise.all([
    catalogoApi.curso(idCurso),
    catalogoApi.municipios(idCurso),
  ]);
  let listaDeEspera: OfertaVirtual | null = null;
  for (const municipio of municipios) {
    for (const unidade of await catalogoApi.unidades(idCurso, municipio.id)) {
      const turmas = await catalogoApi.turmas(unidade.idOrdemServico);
      const comVaga = turmas.find(turmaDisponivel);
      if (comVaga) return { curso, unidade, turma: comVaga };
      const cheia = turmas.find(turmaAceitaInscricao);
      if (cheia) listaDeEspera ??= { curso, unidade, turma: cheia };
    }
  }
  return listaDeEspera ?? { curso, unidade: null, turma: null };
}
