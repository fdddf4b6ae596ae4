import type { z } from 'zod';
import { FALHA, type Leitor } from '../leitores.js';
import { esquemasCatalogo } from './catalogo.esquemas.js';
import { leiturasCatalogo } from './catalogo.leituras.js';

/** What the zod schema of the answer says: the data it keeps, or FALHA when it refuses. */
function peloZod(nome: keyof typeof leiturasCatalogo, valor: unknown): unknown {
  const resposta = esquemasCatalogo[nome].response as Partial<Record<200 | 201, z.ZodType>>;
  const lido = (resposta[200] ?? resposta[201])!.safeParse(valor);
  return lido.success ? lido.data : FALHA;
}

const curso = {
  id: 1,
  nome: 'Eletricista',
  urlSlug: 'eletricista',
  descricao: 'd',
  cargaHoraria: 160,
  idModalidade: 22,
  idArco: null,
  escolaridadeMinima: 'Fundamental',
  formato: 'PRESENCIAL',
};
const turma = {
  id: 3,
  idOrdemServico: 9,
  turno: 'NOITE',
  horario: '19h às 22h',
  dataInicio: '2026-02-01',
  dataFim: '2026-03-01',
  inscricoesAte: '2026-01-20',
  vagas: 30,
  vagasDisponiveis: 2,
  aberta: true,
};
const comCursos = { id: 2, nome: 'Arco', urlSlug: 'arco', descricao: 'd', cursos: [curso] };

/** Each reader with answers it must take (extra fields dropped) and answers it must refuse, as its schema does. */
const AMOSTRAS: Record<keyof typeof leiturasCatalogo, unknown[]> = {
  programas: [
    [{ id: 1, nome: 'Via Rápida', slug: 'via', extra: 1 }],
    [{ id: '1', nome: 'x', slug: 'y' }],
    {},
  ],
  cursos: [
    [curso, { ...curso, idArco: 4, formato: 'ONLINE', extra: true }],
    [],
    [{ ...curso, formato: 'HIBRIDO' }],
    [{ ...curso, idArco: undefined }],
    [{ ...curso, cargaHoraria: 1.5 }],
    [{ ...curso, id: Number.MAX_SAFE_INTEGER + 2 }],
    [{ ...curso, nome: null }],
    null,
  ],
  curso: [curso, { ...curso, descricao: 3 }, [curso]],
  municipiosDoCurso: [[{ id: 1, nome: 'São Paulo', uf: 'SP' }], [{ id: 1, nome: 'São Paulo' }]],
  unidades: [[{ id: 1, nome: 'U', endereco: 'R', idOrdemServico: 9 }], [{ id: 1, nome: 'U', endereco: 'R' }]],
  turmas: [
    [turma],
    [{ ...turma, turno: 'MADRUGADA' }],
    [{ ...turma, dataInicio: '01/02/2026' }],
    [{ ...turma, aberta: 'sim' }],
  ],
  vagas: [
    [{ idTurma: 3, vagasDisponiveis: 0, aberta: false }],
    [{ idTurma: 3, vagasDisponiveis: NaN, aberta: false }],
  ],
  arco: [
    comCursos,
    { ...comCursos, cursos: [{ ...curso, urlSlug: 1 }] },
    { ...comCursos, cursos: undefined },
  ],
  trilhas: [[comCursos], [{ ...comCursos, descricao: undefined }]],
  trilha: [comCursos, 'x'],
  faq: [[{ id: 1, tipo: 'GERAL', pergunta: 'p', resposta: 'r' }], [{ id: 1, tipo: 'GERAL', pergunta: 'p' }]],
  enviarPerguntaFaq: [
    { message: 'Enviada.', errors: [] },
    { message: 'Enviada.', errors: [1] },
    { message: 'x' },
  ],
};

describe('leituras do catálogo sem zod: as mesmas respostas dos schemas de catalogo.esquemas.ts', () => {
  const casos = Object.entries(AMOSTRAS).flatMap(([nome, valores]) => valores.map((v) => [nome, v] as const));
  it.each(casos)('%s %j', (nome, valor) => {
    const leitor = leiturasCatalogo[nome as keyof typeof leiturasCatalogo] as Leitor<unknown>;
    expect(leitor(valor)).toEqual(peloZod(nome as keyof typeof leiturasCatalogo, valor));
  });

  it('cada endpoint do catálogo com resposta tem o seu leitor', () => {
    const comResposta = Object.entries(esquemasCatalogo).filter(([, e]) => 'response' in e);
    expect(Object.keys(leiturasCatalogo).sort()).toEqual(comResposta.map(([nome]) => nome).sort());
  });
});
