import { expect, test } from '../../testes/jornada';
import { linkDaCaixaPostal } from '../../testes';
import { violacoesAxe } from '../acessibilidade/apoio-acessibilidade';
import { entrarNoNavegador } from './apoio-inscricao';
import {
  TURMA_DA_HISTORIA,
  convocadoEUmNaEspera,
  inscricaoNaApi,
  linhaDaInscricao,
  passarDoPrazo,
  zerarRelogio,
} from './apoio-convocacao';

test('a convocação não confirmada expira no prazo, e o primeiro da espera é convocado e recebe o e-mail', async ({
  page,
  request,
}) => {
  const { equipe, convocado, daEspera, prazo } = await convocadoEUmNaEspera(
    request,
    TURMA_DA_HISTORIA.expira,
  );
  expect(daEspera.inscricao.posicaoNaEspera).toBe(1);

  try {
    await passarDoPrazo(request, equipe, prazo);

    await entrarNoNavegador(page, request, convocado.conta.cpf, convocado.conta.senha);
    await page.goto('/inscricao/historico');
    const linha = page.locator(linhaDaInscricao(convocado.inscricao.id));
    await expect(linha).toContainText('Convocação expirada');
    await expect(linha.getByRole('button', { name: /^Confirmar matrícula/ })).toHaveCount(0);
    await linha.getByRole('button', { name: /^Linha do tempo/ }).click();
    await expect(linha.getByRole('listitem').last()).toHaveText(/Convocação expirada$/);
    // The expired state and the open timeline pass the checks the rest of the portal passes.
    await expect(page.locator('.carregando')).toHaveCount(0);
    expect(await violacoesAxe(page)).toEqual([]);

    const proximo = await inscricaoNaApi(request, daEspera);
    expect(proximo.idStatusInscricao).toBe(3);
    expect(proximo.prazoConvocacao).toBeTruthy();
    await linkDaCaixaPostal(request, daEspera.conta.email, '/inscricao/historico');
  } finally {
    await zerarRelogio(request, equipe);
  }
});
