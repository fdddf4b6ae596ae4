import { expect, test } from '../../testes/jornada';
import { Mensagem } from '@portal/contracts';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';

/** Spec §8, payment alert: 'Em breve' gets an asterisk on its status and the footnote. Maria has such a record. */
test('Maria vê seus pagamentos e o alerta marca o "Em breve" com asterisco e nota', async ({ page }) => {
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf, undefined, '/candidato/dados-pagamento');
  await expect(page.getByRole('table', { name: 'Seus pagamentos' })).toContainText('2024.0001.7788');

  await page.getByRole('button', { name: 'Ver dados de pagamento' }).click();

  const alerta = page.getByRole('alertdialog', { name: 'Dados de pagamento' });
  await expect(alerta).toContainText('Protocolo: 2024.0001.7788  Senha: 4821  Status: Pago');
  await expect(alerta).toContainText('Protocolo: Em breve  Senha: -  Status: Pendente*');
  await expect(alerta).toContainText(Mensagem.pagamentoEmBreveNota);
  await alerta.getByRole('button', { name: 'OK' }).click();
  await expect(alerta).toHaveCount(0);
});
