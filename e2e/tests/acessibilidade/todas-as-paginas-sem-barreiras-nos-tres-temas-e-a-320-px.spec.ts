import { test, type Page } from '@playwright/test';
import { entrarNoNavegador } from '../inscricao/apoio-inscricao';
import { EQUIPE, turmaDaExecutora } from '../gestao/apoio-gestao';
import { CONTAS_DEMONSTRACAO } from '../../support';
import {
  abrir,
  conferirReflow,
  ROTAS_DE_MARIA,
  ROTAS_PUBLICAS,
  semViolacoesNosTresTemas,
} from './apoio-acessibilidade';

/**
 * One walk over every kind of page (issue #14): axe finds nothing in the light, dark and high-contrast themes, and
 * nothing scrolls sideways at 320 px or with the text at 200 %. Pages are opened once; themes switch in place.
 */
test.describe.configure({ timeout: 600_000 });

test('visitante: nenhuma violação do axe nos três temas e nenhuma rolagem lateral', async ({ page }) => {
  for (const { rota, h1 } of ROTAS_PUBLICAS) {
    await abrir(page, rota, h1);
    await semViolacoesNosTresTemas(page, rota);
    await conferirReflow(page, rota);
  }
});

/** Each page of a signed-in walk: axe in the three themes, then reflow at 320 px and 200 % text. */
async function percorrer(page: Page, rotas: readonly string[]): Promise<void> {
  for (const rota of rotas) {
    await abrir(page, rota);
    await semViolacoesNosTresTemas(page, rota);
    await conferirReflow(page, rota);
  }
}

test('Maria, com sessão: as páginas da conta e das inscrições também', async ({ page, request }) => {
  await entrarNoNavegador(page, request, CONTAS_DEMONSTRACAO.maria.cpf);
  await percorrer(page, ROTAS_DE_MARIA);
});

test('Executora: as páginas da área de operações (turmas, turma, histórico)', async ({ page, request }) => {
  const { turma } = await turmaDaExecutora(request);
  await entrarNoNavegador(page, request, EQUIPE.executora);
  const daTurma = `/gestao/turmas/${turma.id}`;
  await percorrer(page, ['/gestao', daTurma, `${daTurma}?aba=historico`]);
});
