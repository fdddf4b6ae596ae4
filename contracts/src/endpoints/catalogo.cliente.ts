import type { PerguntaFaqRequest } from '../schemas/faq-pergunta.js';
import type { Transporte } from './cliente.js';
import { definicoesCatalogo as d } from './catalogo.esquemas.js';
import { chamarValidado } from './esquema.js';
import { comVagasAoVivo } from '../vagas-ao-vivo.js';

/**
 * The one catalogue client of the portal, derived from the endpoint definitions; each remote builds it over
 * shared-auth's HTTP client (`clienteDoCatalogo(http)`). Every answer is checked against its schema.
 */
export function clienteDoCatalogo(t: Transporte) {
  return {
    programas: () => chamarValidado(t, d.programas),
    cursosDaModalidade: (modalidade: number) => chamarValidado(t, d.cursos, { query: { modalidade } }),
    curso: (idCurso: number) => chamarValidado(t, d.curso, { params: { idCurso } }),
    municipios: (idCurso: number) => chamarValidado(t, d.municipiosDoCurso, { params: { idCurso } }),
    unidades: (idCurso: number, idMunicipio: number) =>
      chamarValidado(t, d.unidades, { params: { idCurso, idMunicipio } }),
    // The list may come from a cache; seats left are live and come apart (decision 0174). A failure of the seats
    // call is not one of the page: the list's own values stay.
    turmas: async (idOrdemServico: number) => {
      const [lista, vagas] = await Promise.all([
        chamarValidado(t, d.turmas, { params: { idOrdemServico } }),
        chamarValidado(t, d.vagas, { params: { idOrdemServico } }).catch(() => []),
      ]);
      return comVagasAoVivo(lista, vagas);
    },
    arco: (idArco: number) => chamarValidado(t, d.arco, { params: { idArco } }),
    trilhas: () => chamarValidado(t, d.trilhas),
    trilha: (idTrilha: number) => chamarValidado(t, d.trilha, { params: { idTrilha } }),
    faq: (tipo: string) => chamarValidado(t, d.faq, { query: { tipo } }),
    /** The question goes to the programme team, answered by e-mail (decision 0702). */
    enviarPergunta: async (pergunta: PerguntaFaqRequest): Promise<void> => {
      await chamarValidado(t, d.enviarPerguntaFaq, { corpo: pergunta });
    },
  };
}

export type ClienteDoCatalogo = ReturnType<typeof clienteDoCatalogo>;
