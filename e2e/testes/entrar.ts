/** Sign-in journeys through the real pages: the portal's credentials form and the local gov.br provider. */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ARQUIVO_CONTAS_DE_TESTE, IDP_URL } from './ambiente';

/** Senha dos cidadãos do gov.br local (contas do provedor, não do portal: a mesma na homologação). */
export const SENHA_DO_GOVBR_LOCAL = 'Senha@123';
/**
 * Senha das contas de demonstração semeadas pela API. Na homologação (issue 29 §2) elas têm uma senha gerada na
 * partida, que só o arquivo de contas de teste guarda (decisão 0211).
 */
export const SENHA_DEMONSTRACAO = ARQUIVO_CONTAS_DE_TESTE
  ? (JSON.parse(readFileSync(ARQUIVO_CONTAS_DE_TESTE, 'utf8')) as { senha: string }).senha
  : SENHA_DO_GOVBR_LOCAL;
/** Senha das contas criadas pelos testes: a política de senha da API recusa senhas comuns como a de demonstração. */
export const SENHA_CONTA_NOVA = 'Ipê amarelo na praça 42';

export const CONTAS_DEMONSTRACAO = {
  maria: { nome: 'Maria Silva', cpf: '529.982.247-25' },
  joao: { nome: 'João Souza', cpf: '123.456.789-09' },
  ana: { nome: 'Ana Lima', cpf: '987.654.321-00' },
  pedro: { nome: 'Pedro Santos', cpf: '111.444.777-35' },
  carla: { nome: 'Carla Dias', cpf: '390.533.447-05' },
  admin: { nome: 'Administração', cpf: '246.813.579-28' },
  // Schooling above level 2 with no graduation status, kept from before the rule (API seed).
  lucas: { nome: 'Lucas Rocha', cpf: '168.995.350-09' },
} as const;

/** Fills the credentials form of /usuario/login and waits until the session exists in the browser. */
export async function entrarComCredenciais(
  page: Page,
  cpfOuEmail: string,
  senha = SENHA_DEMONSTRACAO,
  retorno?: string,
) {
  const destino = retorno ? `/usuario/login?returnUrl=${encodeURIComponent(retorno)}` : '/usuario/login';
  await page.goto(destino);
  // The page may be prerendered (decision 0855): typing before hydration is the journey of its own; here Maria
  // types once the form is live.
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
  await page.getByLabel('CPF ou e-mail').fill(cpfOuEmail);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/usuario\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
}

/** Starts the gov.br button flow, signs in on the local provider's page and waits for the return to the portal. */
export async function entrarComGovBr(
  page: Page,
  cpf: string,
  senha = SENHA_DO_GOVBR_LOCAL,
  retorno?: string,
) {
  const destino = retorno ? `/usuario/login?returnUrl=${encodeURIComponent(retorno)}` : '/usuario/login';
  await page.goto(destino);
  await page.getByRole('button', { name: 'Entrar com gov.br' }).click();
  await page.waitForURL((url) => url.href.startsWith(IDP_URL));
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => !url.href.startsWith(IDP_URL) && !url.pathname.startsWith('/autenticacao/'));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
}
