import { expect, test } from '../../testes/jornada';
import { abrirSemOCodigoDoPortal, areaRemota, CONTAS_DEMONSTRACAO, SENHA_DEMONSTRACAO } from '../../testes';

/** React's production build reports a hydration mismatch as minified errors #418, #419, #423 or #425. */
const ERRO_DE_HIDRATACAO = /hydrat|Minified React error #4(18|19|23|25)/i;

// Decision 0855: on enrolment day most citizens land here, so the page comes in the HTML.
test('a página de entrar chega pronta no HTML, só envia depois de hidratada, e Maria entra por ela', async ({
  page,
  request,
  browser,
}) => {
  const html = await (await request.get('/usuario/login', { headers: { Accept: 'text/html' } })).text();
  expect(html, 'o título e o formulário estão no HTML, antes de qualquer script').toContain(
    '<h1>Entrar no portal</h1>',
  );
  expect(html).toContain('Com a senha do portal');

  // Without the code the buttons send nothing (a submit would reload the page and lose what was typed); the fields
  // take text, and the browser's saved login.
  const semScript = await browser.newContext({ javaScriptEnabled: false });
  const estatica = await semScript.newPage();
  await estatica.goto('/usuario/login');
  const areaEstatica = areaRemota(estatica);
  await expect(areaEstatica.getByRole('heading', { level: 1, name: 'Entrar no portal' })).toBeVisible();
  await expect(areaEstatica.getByLabel('CPF ou e-mail')).toBeEditable();
  await expect(areaEstatica.getByRole('button', { name: 'Entrar', exact: true })).toBeDisabled();
  await expect(areaEstatica.getByRole('button', { name: 'Entrar com gov.br' })).toBeDisabled();
  await semScript.close();

  const erros: string[] = [];
  page.on('console', (mensagem) => mensagem.type() === 'error' && erros.push(mensagem.text()));
  page.on('pageerror', (erro) => erros.push(erro.message));
  // Maria types while the portal's code is still on its way (main.js held back): what she typed must survive.
  const liberar = await abrirSemOCodigoDoPortal(page, '/usuario/login');
  const area = areaRemota(page);
  await area.getByLabel('CPF ou e-mail').fill(CONTAS_DEMONSTRACAO.maria.cpf);
  await area.getByLabel('Senha', { exact: true }).fill(SENHA_DEMONSTRACAO);
  await area.getByLabel('Senha', { exact: true }).press('Enter');
  await expect(area.getByRole('button', { name: 'Entrar', exact: true })).toBeDisabled();
  await expect(page).toHaveURL(/\/usuario\/login$/);
  liberar();
  await expect(area.getByRole('button', { name: 'Entrar com gov.br' })).toBeEnabled();
  await expect(area.getByLabel('CPF ou e-mail')).toHaveValue(CONTAS_DEMONSTRACAO.maria.cpf);
  await area.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(
    erros.filter((e) => ERRO_DE_HIDRATACAO.test(e)),
    'sem divergência entre o HTML pré-renderizado e o cliente',
  ).toEqual([]);
});
