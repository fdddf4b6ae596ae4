import type { Curso, InscricaoDetalhe, Municipio, Unidade } from '@portal/contracts';
import { turmaDeTeste } from '@portal/ui/testes';

/** Canned API payloads shaped by the contracts, for unit tests only. The class is @portal/ui's test class. */
export const turma = turmaDeTeste;

export function inscricao(parcial: Partial<InscricaoDetalhe> = {}, idModalidade = 22): InscricaoDetalhe {
  return {
    id: 501,
    idTurmaPrincipal: 31,
    idTurmaOpcao: null,
    idUsuario: 7,
    idStatusInscricao: 1,
    avisoCancelamentoVisto: false,
    aprovado: null,
    idConvocacao: null,
    dataInscricao: '2026-11-20T10:00:00.000Z',
    formatoCurso: 'PRESENCIAL',
    turmaPrincipal: {
      ...turma(),
      cursoQualificacao: {
        id: 11,
        nome: 'Assistente Administrativo',
        urlSlug: 'assistente',
        modalidade: { id: idModalidade, nome: 'Novo Emprego' },
      },
      unidade: { id: 41, nome: 'Unidade Centro', endereco: 'Rua A, 1' },
      municipio: { id: 3550308, nome: 'São Paulo' },
    },
    ...parcial,
  };
}

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
