import type { Curso, InscricaoDetalhe, PeriodoInscricao } from '@portal/contracts';

export const AUXILIAR: Curso = {
  id: 50,
  nome: 'Auxiliar de Escritório',
  urlSlug: 'auxiliar-de-escritorio',
  descricao: 'Curso de Auxiliar de Escritório: aulas práticas e teóricas, com certificado.',
  cargaHoraria: 120,
  idModalidade: 32,
  idArco: 1,
  escolaridadeMinima: 'Ensino médio incompleto',
  formato: 'PRESENCIAL',
};

export const PERIODO: PeriodoInscricao = { id: 4, idPrograma: 32, inicio: '2026-11-01', fim: '2027-01-20' };

export function inscricao(dados: Partial<InscricaoDetalhe> = {}): InscricaoDetalhe {
  return {
    id: 300,
    idTurmaPrincipal: 77,
    idTurmaOpcao: null,
    idUsuario: 7,
    idStatusInscricao: 1,
    avisoCancelamentoVisto: false,
    dataInscricao: '2026-11-20',
    aprovado: null,
    idConvocacao: null,
    turmaPrincipal: {
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
      cursoQualificacao: {
        id: 50,
        nome: 'Auxiliar de Escritório',
        urlSlug: 'auxiliar-de-escritorio',
        modalidade: { id: 32, nome: 'Meu Primeiro Emprego' },
      },
      unidade: { id: 3, nome: 'Centro de Formação Campinas', endereco: 'Av. Andrade Neves, 50 - Centro' },
      municipio: { id: 3509502, nome: 'Campinas' },
    },
    ...dados,
  };
}

export const lista = (inscricoes: InscricaoDetalhe[], periodoAtual: PeriodoInscricao | null = PERIODO) => ({
  data: { inscricoes, periodoAtual },
});

/** The candidate's records and confirmed e-mail, as the enrolment route's access check reads them (user 7). */
export const REGISTROS_COMPLETOS = {
  'GET /v1/candidato/viaRapida/dadosCadastrais/7': { data: { dataNascimento: '10/05/2006' } },
  'GET /v1/candidato/viaRapida/endereco/7': { data: { cep: '01001000' } },
  'GET /v1/candidato/viaRapida/dadossocioeconomicos/7': { data: { idGrauInstrucao: 2 } },
  'GET /v1/usuario/7/email/confirmed': { data: { confirmado: true } },
};
