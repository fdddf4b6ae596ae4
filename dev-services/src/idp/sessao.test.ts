import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Navegador, novoPkce } from './navegador-teste.js';
import { startIdp, type ServicoIniciado } from './servidor.js';

const RETORNO = 'http://localhost:9999/autenticacao/govbr/retorno';
const HOME = 'http://localhost:9999/home';
let idp: ServicoIniciado;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'idp-sessao-'));
  idp = await startIdp({ port: 0, dataDir, redirectUris: [RETORNO], postLogoutRedirectUris: [HOME] });
});
afterAll(async () => {
  await idp.close();
  await rm(dataDir, { recursive: true, force: true });
});

function autorizar(navegador: Navegador) {
  const params = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    scope: 'openid profile email phone',
    redirect_uri: RETORNO,
    code_challenge: novoPkce().challenge,
    code_challenge_method: 'S256',
  });
  return navegador.seguir(`${idp.url}authorize?${params}`, idp.url);
}

async function entrar(navegador: Navegador): Promise<void> {
  const { resposta } = await autorizar(navegador);
  const acao = /<form method="post" action="([^"]+)"/.exec(await resposta.text())?.[1] ?? '';
  await navegador.enviarFormulario(new URL(acao, idp.url).toString(), idp.url, {
    cpf: '98765432100',
    senha: 'Senha@123',
  });
}

/** What the logout page's auto-submitting script does in a browser: post its form with the 'Sair' button's value. */
async function sair(navegador: Navegador) {
  const params = new URLSearchParams({ client_id: 'portal', post_logout_redirect_uri: HOME, state: 'saiu' });
  const { resposta } = await navegador.seguir(`${idp.url}logout?${params}`, idp.url);
  const html = await resposta.text();
  expect(html).toContain('<h1>Sair do gov.br</h1>');
  expect(html).toContain("getElementById('botao-sair').click()");
  const acao = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const campos = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  return navegador.enviarFormulario(new URL(acao, idp.url).toString(), idp.url, { ...campos, logout: 'yes' });
}

describe('sessão no provedor', () => {
  it('reaproveita a sessão sem pedir consentimento ao portal', async () => {
    const navegador = new Navegador();
    await entrar(navegador);
    const { url } = await autorizar(navegador);
    expect(url.startsWith(RETORNO)).toBe(true);
    expect(new URL(url).searchParams.get('code')).toBeTruthy();
  });

  it('encerra a sessão no /logout e volta ao endereço pós-saída', async () => {
    const navegador = new Navegador();
    await entrar(navegador);
    const { url } = await sair(navegador);
    expect(url).toBe(`${HOME}?state=saiu`);
    const { resposta, url: depois } = await autorizar(navegador);
    expect(new URL(depois).pathname).toMatch(/^\/interacao\//);
    expect(await resposta.text()).toContain('Entrar com gov.br');
  });

  it('recusa um envio de formulário sem o cookie da interação', async () => {
    const { url } = await autorizar(new Navegador());
    const resposta = await fetch(`${url}/login`, {
      method: 'POST',
      body: new URLSearchParams({ cpf: '98765432100', senha: 'Senha@123' }),
      redirect: 'manual',
    });
    expect(resposta.status).toBe(400);
    expect(await resposta.text()).toContain('sessão de entrada expirou');
  });

  it('um reinício do provedor não desconecta ninguém: a sessão segue valendo', async () => {
    const navegador = new Navegador();
    await entrar(navegador);
    const porta = Number(new URL(idp.url).port);
    await idp.close();
    idp = await startIdp({ port: porta, dataDir, redirectUris: [RETORNO], postLogoutRedirectUris: [HOME] });
    const { url } = await autorizar(navegador);
    expect(url.startsWith(RETORNO)).toBe(true);
    expect(new URL(url).searchParams.get('code')).toBeTruthy();
  });

  it('cancela a entrada e devolve access_denied ao portal', async () => {
    const navegador = new Navegador();
    const { url } = await autorizar(navegador);
    const { url: retorno } = await navegador.enviarFormulario(`${url}/cancelar`, idp.url, {});
    expect(retorno.startsWith(RETORNO)).toBe(true);
    expect(new URL(retorno).searchParams.get('error')).toBe('access_denied');
  });
});
