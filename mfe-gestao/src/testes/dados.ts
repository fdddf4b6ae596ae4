import type { InscricaoDaTurma, TurmaDaGestao } from '@portal/contracts';
import { entrarComo, USUARIO_DE_TESTE } from '@portal/shared-auth/testes';

/** A staff member signed in with `papel` (the pages read the role from the session). */
export const entrarNaEquipe = (papel: string) =>
  entrarComo({ ...USUARIO_DE_TESTE, name: 'Equipe', role: papel });

export const turma = (extra: Partial<TurmaDaGestao> = {}): TurmaDaGestao => ({
  id: 7,
  curso: 'Auxiliar administrativo',
  programa: 'Via Rápida Emprego',
  idPrograma: 1,
  unidade: 'Escola Central',
  idUnidade: 3,
  municipio: 'Campinas',
  turno: 'MANHA',
  dataInicio: '2026-12-01',
  vagas: 30,
  inscritos: 4,
  convocados: 1,
  matriculados: 0,
  emEspera: 0,
  inscricoesAbertas: true,
  ...extra,
});

export const inscricao = (id: number, extra: Partial<InscricaoDaTurma> = {}): InscricaoDaTurma => ({
  idInscricao: id,
  nome: `Candidata ${id}`,
  nomeCivil: null,
  cpf: '***.456.789-**',
  status: 1,
  dataInscricao: '2026-11-20T13:00:00Z',
  posicaoNaEspera: null,
  prazoConvocacao: null,
  ...extra,
});

export const pagina = <T>(itens: T[], total = itens.length) => ({ itens, total, pagina: 1, porPagina: 20 });
