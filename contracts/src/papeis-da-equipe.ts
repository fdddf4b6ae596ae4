import { Papel } from './enums.js';

/**
 * The staff roles of the operations area (decision 1500), apart from `Papel`: every page's code carries `Papel`
 * (guards, the sidebar), and no citizen page carries anything of the operations area (decision 1560). A module of
 * its own, so that a bundle whose pages use `Papel` carries these only in the chunk that reads them (decision 1562).
 */
export const PapelDaEquipe = {
  Secretaria: 'Secretaria',
  Executora: 'Executora',
  Professor: 'Professor',
  Inscricao: 'Inscricao',
} as const;
/** The roles that may open the operations area (mfe-gestao); what each may see and do is in decision 1500. */
export const PAPEIS_DA_GESTAO: readonly Papel[] = [
  Papel.Administrador,
  PapelDaEquipe.Secretaria,
  PapelDaEquipe.Executora,
  PapelDaEquipe.Professor,
  PapelDaEquipe.Inscricao,
];
