import { expect, test, type Page } from '../../testes/jornada';
import { Mensagem, Regras } from '@portal/contracts';
import { gerarCpf } from '../../testes';
import { criarCandidatoCompleto, entrarNoNavegador } from '../../testes/inscricao/inscricao';
import { abrir, semViolacoesNosTresTemas } from '../../testes/acessibilidade/acessibilidade';

// This journey cuts a service off at the browser on purpose: the browser logs each aborted request, and the shell
// logs the remote it could not load, and the OpenID client logs the gov.br discovery it could not fetch (the notice the
// visitor sees is the journey's subject).
test.use({
  errosDeConsoleEsperados:
    /net::ERR_FAILED|^\[portal\] remoto indisponível: mfe_programas|^\[portal\] falha ao carregar mfe_programas|TypeError: Failed to fetch[\s\S]*getMetadata/,
});

/**
 * Issue #14: what a citizen meets when something goes wrong, which the page walk never shows: field errors, the API's
 * message, a guard's alert, a remote that is down, a toast. axe in the light, dark and high-contrast themes finds
 * nothing in any of them. (The not-found page is in the walk: one component for the shell and every remote.)
 */

/** Tabs through the whole page; names each focused element that lies, even in part, under a toast. */
async function focosDebaixoDeAvisos(page: Page): Promise<string[]> {
  const encobertos: string[] = [];
  for (let i = 0; i < 100; i += 1) {
    await page.keyboard.press('Tab');
    const foco = await page.evaluate(() => {
      const alvo = document.activeElement;
      if (!alvo || alvo === document.body) return null;
      const a = alvo.getBoundingClientRect();
      const sob = [...document.querySelectorAll('.toast')].some((toast) => {
        const b = toast.getBoundingClientRect();
        return (
          !toast.contains(alvo) &&
          a.bottom > b.top &&
          a.top < b.bottom &&
          a.right > b.left &&
          a.left < b.right
        );
      });
      return { sob, nome: alvo.getAttribute('aria-label') ?? alvo.textContent ?? alvo.tagName };
    });
    if (!foco) break;
    if (foco.sob) encobertos.push(foco.nome);
  }
  return encobertos;
}

const resumoDeErros = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Há problemas nas informações' });

test('cadastro enviado vazio: resumo e erros de cada campo', async ({ page }) => {
  await abrir(page, '/usuario/form', /Criar conta/);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(resumoDeErros(page)).toBeFocused();
  await expect(page.getByRole('textbox', { name: /^Nome completo/ })).toHaveAttribute('aria-invalid', 'true');
  await semViolacoesNosTresTemas(page, 'cadastro vazio');
});

test('senha errada: a mensagem da API no resumo; gov.br fora do alcance: o aviso de erro fica até ser dispensado', async ({
  page,
}) => {
  // A clock the test can move: an error toast with a timer would be gone after it runs.
  await page.clock.install();
  await abrir(page, '/usuario/login', /Entrar no portal/);
  // A CPF with no account: the demo accounts' sign-in counters stay untouched.
  await page.getByLabel('CPF ou e-mail').fill(gerarCpf());
  await page.getByLabel('Senha', { exact: true }).fill('SenhaErrada1');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(resumoDeErros(page)).toContainText('CPF, e-mail ou senha incorretos.');
  await semViolacoesNosTresTemas(page, 'senha errada');

  // The browser cannot reach gov.br's discovery document (the provider is down for this visitor).
  await page.route('**/.well-known/openid-configuration', (rota) => rota.abort());
  await page.getByRole('button', { name: 'Entrar com gov.br' }).click();
  const aviso = page.locator('.toast--danger');
  await expect(aviso).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(Regras.toastDuracaoMs * 3);
  await expect(aviso).toBeVisible();
  await semViolacoesNosTresTemas(page, 'aviso de erro');
  await aviso.getByRole('button', { name: Mensagem.ok }).click();
  await expect(aviso).toHaveCount(0);
});

test('idade fora da faixa: o alerta da guarda', async ({ page, request }) => {
  const conta = await criarCandidatoCompleto(request, `15/03/${new Date().getFullYear() - 61}`);
  await entrarNoNavegador(page, request, conta.cpf, conta.senha);
  await page.goto('/inscricao/escolha-curso/novo-emprego/form');
  await expect(page.getByRole('alertdialog', { name: Mensagem.idadeForaDaFaixa })).toBeVisible();
  await semViolacoesNosTresTemas(page, 'alerta de idade');
});

test('remoto fora do ar: o painel "Serviço temporariamente indisponível"', async ({ page }) => {
  await page.route('**/remotes/mfe_programas/**/mf-manifest.json', (rota) => rota.abort());
  await page.goto('/novoemprego/cursos');
  await expect(page.getByRole('heading', { level: 1, name: Mensagem.servicoIndisponivel })).toBeVisible();
  await semViolacoesNosTresTemas(page, 'remoto fora do ar');
});

test('aviso na tela: sem barreiras nos três temas, e nenhum foco fica debaixo dele', async ({ page }) => {
  await page.goto('/inscricao/historico');
  const aviso = page.locator('.toast').filter({ hasText: Mensagem.efetueLoginParaContinuar });
  // A toast stays while the pointer rests on it (WCAG 2.2.1).
  await aviso.hover();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no portal' })).toBeVisible();
  await semViolacoesNosTresTemas(page, 'aviso de login');
  expect(await focosDebaixoDeAvisos(page)).toEqual([]);
  await expect(aviso).toBeVisible();
});
