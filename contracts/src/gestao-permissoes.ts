import { Papel } from './enums.js';
import { PapelDaEquipe } from './papeis-da-equipe.js';

/** What a staff call does to a class (decision 1500). */
export type AcaoDaGestao = 'ver' | 'listarInscricoes' | 'verHistorico' | 'alterar' | 'exportar';

export interface PermissaoDaGestao {
  acoes: readonly AcaoDaGestao[];
  /** Every class (true), or only those in the profile's rows of escopo_gestao. */
  todas: boolean;
  /**
   * Checks ID documents at the counter: sees the whole CPF (else `***.456.789-**`) and, beside a social name, the
   * civil name (decisions 1500 and 1550).
   */
  confereDocumento: boolean;
}

const TUDO: readonly AcaoDaGestao[] = ['ver', 'listarInscricoes', 'verHistorico', 'alterar', 'exportar'];

/**
 * Decision 1500's table, and only it: the API enforces it, the operations area hides the controls it would refuse.
 * Professor reads its classes' lists and nothing else (no history, no CSV: decision 1510); Inscricao (the call
 * centre) reads every class but changes nothing and exports nothing.
 */
const PERMISSOES: Partial<Record<string, PermissaoDaGestao>> = {
  [Papel.Administrador]: { acoes: TUDO, todas: true, confereDocumento: true },
  [PapelDaEquipe.Secretaria]: { acoes: TUDO, todas: false, confereDocumento: false },
  [PapelDaEquipe.Executora]: { acoes: TUDO, todas: false, confereDocumento: true },
  [PapelDaEquipe.Professor]: { acoes: ['ver', 'listarInscricoes'], todas: false, confereDocumento: false },
  [PapelDaEquipe.Inscricao]: {
    acoes: ['ver', 'listarInscricoes', 'verHistorico'],
    todas: true,
    confereDocumento: false,
  },
};

/** The profile's permission in the operations area; undefined outside it (Candidato, Solicitante, …). */
export function permissaoDaGestao(papel: string | undefined): PermissaoDaGestao | undefined {
  return papel === undefined ? undefined : PERMISSOES[papel];
}

export function podeNaGestao(papel: string | undefined, acao: AcaoDaGestao): boolean {
  return permissaoDaGestao(papel)?.acoes.includes(acao) ?? false;
}
