import type { Arco, Curso, Faq, Municipio, ProgramaItem, Trilha, Unidade } from '../schemas/catalogo.js';
import type { Alerta } from '../schemas/common.js';
import type { Turma, VagasDaTurma } from '../schemas/inscricao.js';
import { inteiro, lista, logico, objeto, ouNulo, texto, umDe, type Leitor } from '../leitores.js';
import { camposDaTurma } from './turma.leituras.js';

/**
 * The catalogue's answers read without zod, field for field the same as the schemas of `catalogo.esquemas.ts`
 * (`catalogo.leituras.test.ts` holds them to it). The catalogue client uses these, so a public page that lists
 * courses does not download zod.
 */
const programa: Leitor<ProgramaItem> = objeto({ id: inteiro, nome: texto, slug: texto });

const curso: Leitor<Curso> = objeto({
  id: inteiro,
  nome: texto,
  urlSlug: texto,
  descricao: texto,
  cargaHoraria: inteiro,
  idModalidade: inteiro,
  idArco: ouNulo(inteiro),
  escolaridadeMinima: texto,
  formato: umDe('PRESENCIAL', 'ONLINE'),
});

const comCursos = objeto({
  id: inteiro,
  nome: texto,
  urlSlug: texto,
  descricao: texto,
  cursos: lista(curso),
});
const arco: Leitor<Arco> = comCursos;
const trilha: Leitor<Trilha> = comCursos;
const municipio: Leitor<Municipio> = objeto({ id: inteiro, nome: texto, uf: texto });
const unidade: Leitor<Unidade> = objeto({
  id: inteiro,
  nome: texto,
  endereco: texto,
  idOrdemServico: inteiro,
});
const vagas: Leitor<VagasDaTurma> = objeto({ idTurma: inteiro, vagasDisponiveis: inteiro, aberta: logico });
const faq: Leitor<Faq> = objeto({ id: inteiro, tipo: texto, pergunta: texto, resposta: texto });
const alerta: Leitor<Alerta> = objeto({ message: texto, errors: lista(texto) });

const turma: Leitor<Turma> = objeto(camposDaTurma);

/** One reader per catalogue endpoint that answers a body, named as in `catalogo`. */
export const leiturasCatalogo = {
  programas: lista(programa),
  cursos: lista(curso),
  curso,
  municipiosDoCurso: lista(municipio),
  unidades: lista(unidade),
  turmas: lista(turma),
  vagas: lista(vagas),
  arco,
  trilhas: lista(trilha),
  trilha,
  faq: lista(faq),
  enviarPerguntaFaq: alerta,
};
