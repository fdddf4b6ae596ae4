import { fingirRede, type RotasFalsas } from '@portal/shared-auth/testes';
import { renderizarRotasDoRemoto } from '@portal/remoto/testes';
import { Rotas } from '../app/routes';
import { entrarNaEquipe, inscricao, pagina, turma } from './dados';

/** Class 7's enrolments: three active, and candidate 14 already called up (until 25/11/2026 in Brasília). */
const LISTA = pagina([
  inscricao(11),
  inscricao(12),
  inscricao(13),
  inscricao(14, { status: 3, prazoConvocacao: '2026-11-26T02:59:59Z' }),
]);

/**
 * Opens /gestao/turmas/7 (or `endereco`, with its query string) signed in with `papel`: class 7 and its list come from the fake network, with `extra`'s
 * routes beside them. Returns the calls made.
 */
export function abrir(papel: string, extra: RotasFalsas = {}, endereco = '/gestao/turmas/7') {
  entrarNaEquipe(papel);
  const chamadas = fingirRede(
    {
      'GET /v1/gestao/turmas/7': { data: turma() },
      'GET /v1/gestao/turmas/7/inscricoes': { data: LISTA },
      ...extra,
    },
    { ignorarCookieCsrf: true },
  );
  renderizarRotasDoRemoto(<Rotas />, endereco);
  return chamadas;
}
