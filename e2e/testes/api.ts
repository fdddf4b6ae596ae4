/**
 * Test data through the real API (never straight into the database): create an account, read the dev outbox,
 * confirm the e-mail with the link the portal sent. Uses Playwright's `request` fixture, which keeps cookies.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import {
  HttpNome,
  accessTokenClaimsSchema,
  authenticationResponseSchema,
  usuarioCreateSchema,
  type UsuarioCreate,
} from '@portal/contracts';
import { URL_COLETOR_SMTP } from './ambiente';
import { comCalma } from './com-calma';
import { SENHA_CONTA_NOVA } from './entrar';
import { gerarCpf } from './cpf';

export interface ContaCriada {
  id: number;
  cpf: string;
  email: string;
  senha: string;
  token: string;
  refreshToken: string;
}

/** The API's double-submit CSRF check: any answer sets the cookie, and state-changing calls echo it in a header. */
export async function cabecalhoCsrf(request: APIRequestContext): Promise<Record<string, string>> {
  await comCalma(request).get('/v1/health');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === HttpNome.csrfCookie);
  if (!cookie) throw new Error('A API não definiu o cookie XSRF-TOKEN.');
  return { [HttpNome.csrfHeader]: cookie.value };
}

export function idDoToken(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return accessTokenClaimsSchema.parse(payload).sid;
}

/** A new candidate with a unique CPF and e-mail; the API answers with a session, as the sign-up page expects. */
export async function criarConta(
  request: APIRequestContext,
  dados: Partial<UsuarioCreate> = {},
): Promise<ContaCriada> {
  const cpf = gerarCpf();
  const corpo = usuarioCreateSchema.parse({
    nome: 'Teste Ponta a Ponta',
    cpf,
    email: `e2e.${cpf}@exemplo.com.br`,
    dataNascimento: '10/05/1995',
    senha: SENHA_CONTA_NOVA,
    confirmacaoSenha: dados.senha ?? SENHA_CONTA_NOVA,
    aceitouTermo: true,
    ...dados,
  });
  const resposta = await comCalma(request).post('/v1/usuario/ViaRapidaLoginSP/Create', {
    data: corpo,
    headers: await cabecalhoCsrf(request),
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
  const sessao = authenticationResponseSchema.parse(await resposta.json());
  return { id: idDoToken(sessao.token), cpf: corpo.cpf, email: corpo.email, senha: corpo.senha, ...sessao };
}

interface MensagemDaCaixa {
  para: string;
  tipo: string;
  link: string | null;
}

interface MensagemColetada {
  para: string[];
  links: string[];
}

/** On staging, what the SMTP catcher received for `para` (dev-services/src/smtp): the mail really went by SMTP. */
async function linkDoColetorSmtp(request: APIRequestContext, para: string, trecho: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const resposta = await request.get(`${URL_COLETOR_SMTP}/mensagens?para=${encodeURIComponent(para)}`);
        const mensagens = (await resposta.json()) as MensagemColetada[];
        link = mensagens
          .flatMap((m) => m.links)
          .reverse()
          .find((l) => l.includes(trecho));
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return new URL(link!);
}

/** The newest e-mail sent to `para` whose link contains `trecho` (polls: the API writes the outbox asynchronously). */
export async function linkDaCaixaPostal(
  request: APIRequestContext,
  para: string,
  trecho: string,
): Promise<URL> {
  if (URL_COLETOR_SMTP) return linkDoColetorSmtp(request, para, trecho);
  let link: string | null | undefined;
  await expect
    .poll(async () => {
      const resposta = await comCalma(request).get('/v1/dev/mensagens');
      // A 503 of the API's overload guard (decision 0165) is "ask again", like a message not written yet.
      if (!resposta.ok()) return undefined;
      const mensagens = (await resposta.json()) as MensagemDaCaixa[];
      link = mensagens.find((m) => m.para === para && m.link?.includes(trecho))?.link;
      return link;
    })
    .toBeTruthy();
  return new URL(link!);
}

/** Confirms the account's e-mail with the token of the confirmation link in the outbox. */
export async function confirmarEmail(request: APIRequestContext, conta: ContaCriada): Promise<void> {
  const link = await linkDaCaixaPostal(request, conta.email, '/usuario/confirmacao-email');
  const token = link.searchParams.get('token');
  const resposta = await comCalma(request).post(
    `/v1/usuario/${conta.id}/confirmation?origem=1&token=${token}`,
    {
      headers: await cabecalhoCsrf(request),
    },
  );
  expect(resposta.status(), await resposta.text()).toBe(200);
}
