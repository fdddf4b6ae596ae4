import { Papel, type AccessTokenClaims } from '@portal/contracts';
import { Erros } from './http-error.js';

/** Who acts on a request, as its token says: the account id and the role read for this session. */
export type Autor = Pick<AccessTokenClaims, 'sid' | 'role'>;

/**
 * The one owner rule: a user reaches only their own account, records and enrolments; an administrator reaches
 * anyone's. Anyone else gets 403. Routes apply it to an id in the path or body, services to the row they locked.
 */
export function exigirDonoOuAdministrador(autor: Autor, idUsuario: number): void {
  if (autor.role !== Papel.Administrador && autor.sid !== idUsuario) throw Erros.acessoNegado();
}
