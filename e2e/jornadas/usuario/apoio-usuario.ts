/** Steps shared by the user-area stories: the local mailbox page and reading the session keys of the browser. */
import { expect, type Page } from '@playwright/test';

/** Opens /dev/caixa-postal for `para` (reloading until the e-mail arrives) and follows the link that contains `trecho`. */
export async function seguirLinkDaCaixaPostal(page: Page, para: string, trecho: string): Promise<void> {
  const link = page
    .getByRole('link', { name: new RegExp(trecho.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first();
  await expect(async () => {
    await page.goto(`/dev/caixa-postal?para=${encodeURIComponent(para)}`);
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await link.click();
}

/** The spec's session keys as the browser holds them now. */
export function chavesDaSessao(page: Page) {
  return page.evaluate(() => ({
    access_token: localStorage.getItem('access_token'),
    refresh_token: localStorage.getItem('refresh_token'),
    access_tokenGov: localStorage.getItem('access_tokenGov'),
  }));
}

/** The header's greeting, where the shell shows the signed-in user's first name. */
export async function esperarSaudacao(page: Page, primeiroNome: string): Promise<void> {
  await expect(page.getByRole('banner')).toContainText(`Olá, ${primeiroNome}`);
}
