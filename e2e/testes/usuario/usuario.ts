/** Steps shared by the user-area stories: the local mailbox page and reading the session keys of the browser. */
import { expect, type Page } from '@playwright/test';
import { linkDaCaixaPostal } from '..';
import { URL_COLETOR_SMTP } from '../ambiente';

/**
 * Opens /dev/caixa-postal for `para` (reloading until the e-mail arrives) and follows the link that contains `trecho`.
 * On staging there is no development mailbox: the link is the one the SMTP catcher received, opened as a reader would.
 */
export async function seguirLinkDaCaixaPostal(page: Page, para: string, trecho: string): Promise<void> {
  if (URL_COLETOR_SMTP) {
    await page.goto((await linkDaCaixaPostal(page.request, para, trecho)).href);
    return;
  }
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
