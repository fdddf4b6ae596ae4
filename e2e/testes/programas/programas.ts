/** Helpers of the programme journeys. Not a spec: Playwright runs *.spec.ts only. */
import { expect, type Locator } from '@playwright/test';

/** The first open option of a select whose options arrive from the API after the field above is answered. */
export async function escolherPrimeiraOpcao(select: Locator): Promise<void> {
  const opcao = select.locator('option:not([value=""]):not([disabled])').first();
  await expect(opcao).toBeAttached();
  await select.selectOption((await opcao.getAttribute('value'))!);
}
