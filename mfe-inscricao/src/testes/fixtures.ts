import type { Curso, InscricaoDetalhe, Municipio, Turma, Unidade } from '@portal/contracts';

/** Canned API payloads shaped by the contracts, for unit tests only. */
export function turma(parcial: Partial<Turma> = {}): Turma {
  return {
    id: 31,
    idOrdemServico: 21,
    turno: 'NOITE',
    horario: '19:00 às 22:00',
    dataInicio: '2027-02-01',
    dataFim: '2027-04-30',
    inscricoesAte: '2027-01-25',
    vagas: 20,
    vagasDisponiveis: 7,
    aberta: true,
    ...parcial,
  };
}

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
