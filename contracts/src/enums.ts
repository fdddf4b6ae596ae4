import type { PapelDaEquipe } from './papeis-da-equipe.js';

/** Programmes of the spec's enumeration, with their numeric ids (spec §3). */
export const Programa = {
  ViaRapidaEmprego: 1,
  Expresso: 2,
  Economico: 3,
  SaoPauloCriativo: 4,
  NovotecMovel: 5,
  Sutaco: 6,
  TrabalhoInclusivo: 7,
  NovotecExpresso: 8,
  ViaRapidaVirtual: 9,
  SPTech: 14,
  NovoEmprego: 22,
} as const;
export type Programa = (typeof Programa)[keyof typeof Programa];

/** Human names of each programme, used by the seed and the catalogue pages. */
export const nomePrograma: Record<Programa, string> = {
  1: 'Via Rápida Emprego',
  2: 'Via Rápida Expresso',
  3: 'Econômico',
  4: 'São Paulo Criativo',
  5: 'Novotec Móvel',
  6: 'Sutaco',
  7: 'Trabalho Inclusivo',
  8: 'Novotec Expresso',
  9: 'Via Rápida Virtual',
  14: 'SP Tech',
  22: 'Novo Emprego',
};

/** Sign-in origin (spec §3); the portal is the fast-track programme, origin 1. */
export const OrigemLogin = { SGCP: 0, ViaRapida: 1, Novotec: 2 } as const;
export type OrigemLogin = (typeof OrigemLogin)[keyof typeof OrigemLogin];
export const ORIGEM_PORTAL = OrigemLogin.ViaRapida;

export const NomePerfil = [
  'Admin',
  'Candidato',
  'Secretaria',
  'Solicitante',
  'Executora',
  'Professor',
  'Inscricao',
  'WebserviceCurso',
  'WebserviceCPS',
] as const;
export type NomePerfil = (typeof NomePerfil)[number];

/** Roles carried by the token on the citizen's side; Visitante is the anonymous user. */
export const Papel = {
  Candidato: 'Candidato',
  Administrador: 'Administrador',
  Visitante: 'Visitante',
} as const;
export type Papel = (typeof Papel)[keyof typeof Papel] | (typeof PapelDaEquipe)[keyof typeof PapelDaEquipe];
export const PAPEIS_CANDIDATO_E_ADMIN: readonly Papel[] = [Papel.Candidato, Papel.Administrador];

export const StatusInscricao = {
  Ativa: 1,
  Cancelada: 2,
  Convocada: 3,
  Matriculada: 4,
  Concluida: 5,
  EmEspera: 6,
  ConvocacaoExpirada: 7,
} as const;
export type StatusInscricao = (typeof StatusInscricao)[keyof typeof StatusInscricao];
export const nomeStatusInscricao: Record<StatusInscricao, string> = {
  1: 'Ativa',
  2: 'Cancelada',
  3: 'Convocada',
  4: 'Matriculada',
  5: 'Concluída',
  6: 'Em espera',
  7: 'Convocação expirada',
};

/** Education levels; above 2 a graduation status is required (spec §5). */
export const GrauInstrucao = {
  SemEscolaridade: 1,
  FundamentalIncompleto: 2,
  FundamentalCompleto: 3,
  MedioIncompleto: 4,
  MedioCompleto: 5,
  Tecnico: 6,
  SuperiorIncompleto: 7,
  SuperiorCompleto: 8,
  PosGraduacao: 9,
} as const;
export type GrauInstrucao = (typeof GrauInstrucao)[keyof typeof GrauInstrucao];
export const nomeGrauInstrucao: Record<GrauInstrucao, string> = {
  1: 'Sem escolaridade',
  2: 'Ensino fundamental incompleto',
  3: 'Ensino fundamental completo',
  4: 'Ensino médio incompleto',
  5: 'Ensino médio completo',
  6: 'Ensino técnico',
  7: 'Ensino superior incompleto',
  8: 'Ensino superior completo',
  9: 'Pós-graduação',
};

export const StatusGraduacao = { Cursando: 1, Concluido: 2, Interrompido: 3 } as const;
export type StatusGraduacao = (typeof StatusGraduacao)[keyof typeof StatusGraduacao];
export const nomeStatusGraduacao: Record<StatusGraduacao, string> = {
  1: 'Cursando',
  2: 'Concluído',
  3: 'Interrompido',
};

export const Turno = { Manha: 'MANHA', Tarde: 'TARDE', Noite: 'NOITE', Integral: 'INTEGRAL' } as const;
export type Turno = (typeof Turno)[keyof typeof Turno];
export const nomeTurno: Record<Turno, string> = {
  MANHA: 'Manhã',
  TARDE: 'Tarde',
  NOITE: 'Noite',
  INTEGRAL: 'Integral',
};

/**
 * Programmes named by the spec (§1) without an id in its enumeration; ids chosen above the enumeration's range.
 * (Here, in a zod-free module: the programmes' public pages read it on their boot path.)
 */
export const ProgramaPortal = { EmpreendaSP: 30, EmpreendaJovem: 31, MeuPrimeiroEmprego: 32 } as const;
export type ProgramaPortal = (typeof ProgramaPortal)[keyof typeof ProgramaPortal];
