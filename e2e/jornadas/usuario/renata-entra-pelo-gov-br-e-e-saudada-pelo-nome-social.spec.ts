import { expect, test } from '../../testes/jornada';
import { entrarComGovBr } from '../../testes';
import { esperarSaudacao } from '../../testes/usuario/usuario';

/** Renata Alves (civil name Roberto Alves Pereira) exists only in the local gov.br, with her social name. */
const RENATA_CPF = '715.938.264-19';

/**
 * Issue #14 item 16 (Decreto 8.727/2016): where gov.br sends `social_name`, the portal greets by it, from the first
 * sign-in (which creates her account) on; the civil name is never the greeting. The registration form starting
 * with it is in mfe-candidato's unit tests.
 */
test('Renata entra pelo gov.br pela primeira vez e é saudada pelo nome social', async ({ page }) => {
  await entrarComGovBr(page, RENATA_CPF);
  await esperarSaudacao(page, 'Renata');
  await expect(page.getByRole('banner')).not.toContainText('Roberto');
});
