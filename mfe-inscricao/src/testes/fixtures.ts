import type { Curso, Municipio, Unidade } from '@portal/contracts';
import { inscricaoDeTeste, turmaDeTeste } from '@portal/ui/testes';

/** Canned API payloads shaped by the contracts, for unit tests only. The class and enrolment are @portal/ui's. */
export const turma = turmaDeTeste;

export const inscricao = inscricaoDeTeste;

export const curso: Curso = {
  id: 11,
  nome: 'Assistente Administrativo',
  urlSlug: 'assistente',
  descricao: 'Rotinas de escritório.',
  cargaHoraria: 120,
  idModalidade: 22,
  idArco: null,
  escolaridadeMinima: 'Fundamental completo',
  formato: 'PRESENCIAL',
};
export const municipio: Municipio = { id: 3550308, nome: 'São Paulo', uf: 'SP' };
export const unidade: Unidade = { id: 41, nome: 'Unidade Centro', endereco: 'Rua A, 1', idOrdemServico: 21 };
