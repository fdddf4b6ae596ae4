import { idadePorAno, Mensagem, Regras } from '@portal/contracts';
import { noAnoDeBrasilia } from '../lib/dia-em-brasilia.js';
import { Erros } from '../lib/http-error.js';

/**
 * Spec §5: under 16, by birth year against Brasília's current year, is refused at the update checks: the account's
 * data and the candidate's registration records (a date in the future is under 16 too).
 */
export function exigirIdadeMinima(dataNascimento: string): void {
  if ((idadePorAno(dataNascimento, noAnoDeBrasilia()) ?? 0) < Regras.idadeMinimaCadastro)
    throw Erros.regra(Mensagem.idadeMinimaCadastro);
}
