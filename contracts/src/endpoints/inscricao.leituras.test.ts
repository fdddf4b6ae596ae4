import type { z } from 'zod';
import { opcaoInscricaoSchema } from '../api.js';
import { FALHA, type Leitor } from '../leitores.js';
import { formatoCursoSchema, inscricaoSchema } from '../schemas/inscricao.js';
import { esquemasInscricao } from './inscricao.esquemas.js';
import { leiturasGuardadas, leiturasInscricao } from './inscricao.leituras.js';

const pelo = (schema: z.ZodType, valor: unknown) => {
  const lido = schema.safeParse(valor);
  return lido.success ? lido.data : FALHA;
};
const respostaDe = (e: { response?: Partial<Record<200 | 201, z.ZodType>> }) =>
  (e.response?.[200] ?? e.response?.[201])!;

const turmaPrincipal = {
  id: 77,
  idOrdemServico: 900,
  turno: 'MANHA',
  horario: '08:00 às 12:00',
  dataInicio: '2026-12-21',
  dataFim: '2027-03-20',
  inscricoesAte: '2026-12-16',
  vagas: 20,
  vagasDisponiveis: 19,
  aberta: true,
  cursoQualificacao: { id: 50, nome: 'Auxiliar', urlSlug: 'auxiliar', modalidade: { id: 32, nome: 'MPE' } },
  unidade: { id: 3, nome: 'Centro', endereco: 'Av. Andrade Neves, 50' },
  municipio: { id: 3509502, nome: 'Campinas' },
};
const inscricao = {
  id: 300,
  idTurmaPrincipal: 77,
  idTurmaOpcao: null,
  idUsuario: 7,
  idStatusInscricao: 3,
  avisoCancelamentoVisto: false,
  dataInscricao: '2026-11-20',
  formatoCurso: 'PRESENCIAL',
  prazoConvocacao: '2026-11-23T18:00:00.000Z',
  posicaoNaEspera: null,
  turmaPrincipal,
};
const detalhe = { ...inscricao, aprovado: null, idConvocacao: 12 };

/** Answers each reader must take as its schema does, and answers it must refuse as its schema does. */
const DETALHES: unknown[] = [
  detalhe,
  { ...detalhe, extra: 1, turmaPrincipal: { ...turmaPrincipal, extra: true } },
  { ...detalhe, formatoCurso: undefined, prazoConvocacao: undefined, posicaoNaEspera: undefined },
  { ...detalhe, formatoCurso: null, prazoConvocacao: null, posicaoNaEspera: 2, aprovado: true },
  { ...detalhe, prazoConvocacao: '2026-11-23T18:00:00Z' },
  { ...detalhe, prazoConvocacao: '2026-11-23T18:00Z' },
  { ...detalhe, prazoConvocacao: '2026-02-30T18:00:00Z' },
  { ...detalhe, prazoConvocacao: '2026-11-23T18:00:00-03:00' },
  { ...detalhe, prazoConvocacao: '2024-02-29T00:00:00Z' },
  { ...detalhe, posicaoNaEspera: 0 },
  { ...detalhe, posicaoNaEspera: 1.5 },
  { ...detalhe, formatoCurso: 'HIBRIDO' },
  { ...detalhe, idTurmaOpcao: undefined },
  { ...detalhe, aprovado: undefined },
  { ...detalhe, idConvocacao: '12' },
  { ...detalhe, turmaPrincipal: { ...turmaPrincipal, turno: 'MADRUGADA' } },
  { ...detalhe, turmaPrincipal: { ...turmaPrincipal, dataFim: '20/03/2027' } },
  { ...detalhe, turmaPrincipal: { ...turmaPrincipal, municipio: { id: 1 } } },
  {
    ...detalhe,
    turmaPrincipal: { ...turmaPrincipal, cursoQualificacao: { id: 1, nome: 'x', urlSlug: 'y' } },
  },
  { ...detalhe, avisoCancelamentoVisto: 0 },
  [detalhe],
  null,
];
const LISTAS: unknown[] = [
  [],
  [detalhe, { ...detalhe, id: 301 }],
  [detalhe, { ...detalhe, id: 'x' }],
  detalhe,
  null,
];

describe('leituras das inscrições sem zod: as mesmas respostas dos schemas', () => {
  const casos = Object.keys(leiturasInscricao).flatMap((nome) =>
    (nome === 'porId' ? DETALHES : LISTAS).map((valor) => [nome, valor] as const),
  );
  it.each(casos)('%s %j', (nome, valor) => {
    const leitor = leiturasInscricao[nome as keyof typeof leiturasInscricao] as Leitor<unknown>;
    const esquema = respostaDe(esquemasInscricao[nome as keyof typeof leiturasInscricao]);
    expect(leitor(valor)).toEqual(pelo(esquema, valor));
  });

  it.each(DETALHES)('a inscrição guardada pelo navegador %j', (valor) => {
    expect(leiturasGuardadas.inscricao(valor)).toEqual(pelo(inscricaoSchema, valor));
  });

  it.each([
    { idTurma: 1, idOrdemServico: 2 },
    { idTurma: 1, idOrdemServico: 2, extra: 3 },
    { idTurma: 0, idOrdemServico: 2 },
    { idTurma: 1.5, idOrdemServico: 2 },
    { idTurma: 1 },
    'x',
  ])('a opção de inscrição guardada %j', (valor) => {
    expect(leiturasGuardadas.opcaoInscricao(valor)).toEqual(pelo(opcaoInscricaoSchema, valor));
  });

  it.each(['PRESENCIAL', 'ONLINE', 'HIBRIDO', null, 1])('o formato de curso guardado %j', (valor) => {
    expect(leiturasGuardadas.formatoCurso(valor)).toEqual(pelo(formatoCursoSchema, valor));
  });
});
