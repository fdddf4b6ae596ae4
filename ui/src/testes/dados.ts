import type { InscricaoDetalhe, Turma } from '@portal/contracts';

/** A class as the catalogue API returns it (evening, 7 of 20 seats free), for unit tests of any package. */
export function turmaDeTeste(parcial: Partial<Turma> = {}): Turma {
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

/** An enrolment as `GET /v1/inscricao/{id}` returns it (active, in the test class), for unit tests of any package. */
export function inscricaoDeTeste(
  parcial: Partial<InscricaoDetalhe> = {},
  idModalidade = 22,
): InscricaoDetalhe {
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
      ...turmaDeTeste(),
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
