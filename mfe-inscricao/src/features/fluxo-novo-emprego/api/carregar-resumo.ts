import type { Curso, Municipio, Turma, Unidade } from '@portal/contracts';
import { escolhasStore } from '@portal/shared-auth';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { lerOpcaoInscricao } from '../../../comum/escolhas';

export interface ResumoEscolhas {
  curso: Curso;
  municipio: Municipio | null;
  unidade: Unidade | null;
  turma: Turma | null;
  idOrdemServico: number;
}

/** Everything the check-answers page shows, read fresh so the free seats are the current ones. */
export async function carregarResumo(idCurso: number): Promise<ResumoEscolhas> {
  const idMunicipio = escolhasStore.getState().municipio?.idMunicipio ?? 0;
  const opcao = lerOpcaoInscricao();
  const idOrdemServico = opcao?.idOrdemServico ?? 0;
  const [curso, municipios, unidades, turmas] = await Promise.all([
    catalogoApi.curso(idCurso),
    catalogoApi.municipios(idCurso),
    catalogoApi.unidades(idCurso, idMunicipio),
    catalogoApi.turmas(idOrdemServico),
  ]);
  return {
    curso,
    municipio: municipios.find((m) => m.id === idMunicipio) ?? null,
    unidade: unidades.find((u) => u.idOrdemServico === idOrdemServico) ?? null,
    turma: turmas.find((t) => t.id === opcao?.idTurma) ?? null,
    idOrdemServico,
  };
}

/**
 * The class the page may enrol in: only when every row of the summary was found, which also proves that the stored
 * class is the shown course's (its service order is one of that course's units in the municipality, and the class one
 * of that order's). Otherwise a stored choice is another course's (Back from that course's check page) or has closed.
 */
export function turmaDoResumo(r: ResumoEscolhas): Turma | null {
  return r.municipio && r.unidade && r.turma?.idOrdemServico === r.unidade.idOrdemServico ? r.turma : null;
}
