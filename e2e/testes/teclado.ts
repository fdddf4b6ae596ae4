/**
 * The keyboard, and nothing else, as a citizen who cannot use a mouse moves through the portal (issue #14): Tab to
 * reach a control, arrows inside selects and radio groups, Space and Enter to act. No click, no `fill`:
 * text is typed into whatever has focus.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** More than any page of the portal needs between two controls of a journey; a missing control fails fast. */
const MAXIMO_DE_TECLAS = 60;

const temFoco = (alvo: Locator) => alvo.evaluate((el) => el === document.activeElement);

/** Tab until `alvo` has focus. */
export async function tabAte(page: Page, alvo: Locator): Promise<void> {
  await expect(alvo).toBeVisible();
  for (let i = 0; i < MAXIMO_DE_TECLAS && !(await temFoco(alvo)); i += 1) await page.keyboard.press('Tab');
  await expect(alvo).toBeFocused();
}

/** Reaches `alvo` by Tab and presses Enter on it (a link or a button). */
export async function ativarComEnter(page: Page, alvo: Locator): Promise<void> {
  await tabAte(page, alvo);
  await page.keyboard.press('Enter');
}

/** Reaches a text field by Tab and types into it, key by key. */
export async function digitarNoCampo(page: Page, campo: Locator, texto: string): Promise<void> {
  await tabAte(page, campo);
  await page.keyboard.type(texto);
  await expect(campo).toHaveValue(texto);
}

/** Chooses the first open option of a native select with the down arrow, once the API has filled it. */
export async function escolherComSeta(page: Page, select: Locator): Promise<void> {
  await expect(select.locator('option:not([value=""]):not([disabled])').first()).toBeAttached();
  await tabAte(page, select);
  await page.keyboard.press('ArrowDown');
  await expect(select).not.toHaveValue('');
}

/**
 * Tab enters a radio group once, on its checked option or its first; the arrows then move through it (checking as
 * they go) until `opcao` has focus, and Space checks it.
 */
export async function marcarOpcao(page: Page, opcao: Locator): Promise<void> {
  const grupo = await opcao.getAttribute('name');
  const noGrupo = () =>
    page.evaluate((nome) => (document.activeElement as HTMLInputElement | null)?.name === nome, grupo);
  await expect(opcao).toBeVisible();
  for (let i = 0; i < MAXIMO_DE_TECLAS && !(await noGrupo()); i += 1) await page.keyboard.press('Tab');
  for (let i = 0; i < MAXIMO_DE_TECLAS && !(await temFoco(opcao)); i += 1)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(opcao).toBeChecked();
}

/** The credentials form of /usuario/login, by keyboard: CPF, password, Enter; waits for the session. */
export async function entrarPeloTeclado(page: Page, cpf: string, senha: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar no portal' })).toBeVisible();
  await digitarNoCampo(page, page.getByLabel('CPF ou e-mail'), cpf);
  await digitarNoCampo(page, page.getByLabel('Senha', { exact: true }), senha);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
}
