import { expect, test, type Locator } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';

/** WCAG 2.5.8 (AA): a pointer target is at least 24 × 24 CSS px (issue 28, item 12). */
async function medirAlvo(alvo: Locator): Promise<{ largura: number; altura: number }> {
  await expect(alvo).toBeVisible();
  const caixa = await alvo.boundingBox();
  if (!caixa) throw new Error('o alvo não tem caixa na página');
  return { largura: Math.round(caixa.width), altura: Math.round(caixa.height) };
}

function pelo24(medida: { largura: number; altura: number }) {
  expect(medida.largura).toBeGreaterThanOrEqual(24);
  expect(medida.altura).toBeGreaterThanOrEqual(24);
}

test.describe('num celular de 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('o "A" do tamanho do texto e o "Sair" de Minha conta têm pelo menos 24 × 24 px', async ({ page }) => {
    await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf, undefined, '/usuario/conta');
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    const fonte = page.getByRole('group', { name: 'Tamanho do texto' });
    for (const nome of ['diminuir o texto', 'texto no tamanho padrão', 'aumentar o texto'])
      pelo24(await medirAlvo(fonte.getByRole('button', { name: new RegExp(nome) })));
    pelo24(await medirAlvo(page.getByRole('main').getByRole('link', { name: 'Sair', exact: true })));
  });
});

test('"Ver detalhes" do histórico tem pelo menos 24 px de altura', async ({ page }) => {
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf, undefined, '/inscricao/historico');
  const detalhes = page.getByRole('link', { name: /^Ver detalhes da inscrição/ }).first();
  pelo24(await medirAlvo(detalhes));
});
