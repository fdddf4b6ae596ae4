import type { PerguntaFaqRequest } from '../schemas/faq-pergunta.js';
import { lerOuFalhar, type Leitor } from '../leitores.js';
import { comVagasAoVivo } from '../vagas-ao-vivo.js';
import { catalogo } from './catalogo.js';
import { leiturasCatalogo as l } from './catalogo.leituras.js';
import { requisicao, type Entrada, type Transporte } from './cliente.js';
import type { Endpoint } from './definir.js';

type Catalogo = typeof catalogo;

/**
 * The one catalogue client of the portal, derived from the endpoint definitions; each remote builds it over
 * shared-auth's HTTP client (`clienteDoCatalogo(http)`). Every answer is checked with the zod-free reader of its
 * schema (`catalogo.leituras.ts`): these are public pages, and zod is not on their first load (decision 0816).
 */
export function clienteDoCatalogo(t: Transporte) {
  async function ler<K extends keyof typeof l & keyof Catalogo, T>(
    nome: K,
    leitor: Leitor<T>,
    entrada?: Entrada<Catalogo[K]>,
  ): Promise<T> {
    const e: Endpoint = catalogo[nome];
    // Its reads go without the citizen's token: the service worker keeps and serves offline only anonymous answers
    // (issue 30 items 3 and 7), and a signed-in citizen would lose the copies a visitor has.
    const pedido = requisicao(e, entrada as Entrada<Endpoint>);
    const { data } = await t.request({ ...pedido, anonima: e.metodo === 'GET' });
    return lerOuFalhar(leitor, data, nome);
  }
  return {
    programas: () => ler('programas', l.programas),
    cursosDaModalidade: (modalidade: number) => ler('cursos', l.cursos, { query: { modalidade } }),
    curso: (idCurso: number) => ler('curso', l.curso, { params: { idCurso } }),
    municipios: (idCurso: number) => ler('municipiosDoCurso', l.municipiosDoCurso, { params: { idCurso } }),
    unidades: (idCurso: number, idMunicipio: number) =>
      ler('unidades', l.unidades, { params: { idCurso, idMunicipio } }),
    // The list may come from a cache; seats left are live and come apart (decision 0174). A failure of the seats
    // call is not one of the page: the list's own values stay.
    turmas: async (idOrdemServico: number) => {
      const [lista, vagas] = await Promise.all([
        ler('turmas', l.turmas, { params: { idOrdemServico } }),
        ler('vagas', l.vagas, { params: { idOrdemServico } }).catch(() => []),
      ]);
      return comVagasAoVivo(lista, vagas);
    },
    arco: (idArco: number) => ler('arco', l.arco, { params: { idArco } }),
    trilhas: () => ler('trilhas', l.trilhas),
    trilha: (idTrilha: number) => ler('trilha', l.trilha, { params: { idTrilha } }),
    faq: (tipo: string) => ler('faq', l.faq, { query: { tipo } }),
    /** The question goes to the programme team, answered by e-mail (decision 0702). */
    enviarPergunta: async (pergunta: PerguntaFaqRequest): Promise<void> => {
      await ler('enviarPerguntaFaq', l.enviarPerguntaFaq, { corpo: pergunta });
    },
  };
}

export type ClienteDoCatalogo = ReturnType<typeof clienteDoCatalogo>;
