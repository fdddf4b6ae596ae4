import { expect, test } from '../../testes/jornada';
import { areaRemota, CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';
import { inscricaoDaBruna } from './apoio-primeiro-emprego';

test('Maria abre o comprovante de matrícula com um número inventado e com o número da Bruna: vê "Página não encontrada", nunca "Matrícula confirmada"', async ({
  page,
  request,
}) => {
  const daBruna = await inscricaoDaBruna(request);
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf);
  const area = areaRemota(page);

  for (const idInscricao of ['987654', String(daBruna.id), 'abc']) {
    await page.goto(`/meuprimeiroemprego/matricula/confirmacao?idInscricao=${idInscricao}`);
    await expect(area.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(area.getByText('Matrícula confirmada', { exact: true })).toHaveCount(0);
    await expect(area.getByText(`inscrição número ${idInscricao}`)).toHaveCount(0);
    await expect(area.getByRole('link', { name: 'Ver minha inscrição' })).toBeVisible();
  }
});
