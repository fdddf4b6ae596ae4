import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Navegador, novoPkce } from './navegador-teste.js';
import { startIdp, type ServicoIniciado } from './servidor.js';

const RETORNO = 'http://localhost:9998/autenticacao/govbr/retorno';
let idp: ServicoIniciado;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'idp-protecao-'));
  idp = await startIdp({ port: 0, dataDir, redirectUris: [RETORNO], postLogoutRedirectUris: [] });
});
afterAll(async () => {
  await idp.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function abrirLogin(navegador: Navegador) {
  const params = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    scope: 'openid',
    redirect_uri: RETORNO,
    state: 'e',
    nonce: 'n',
    code_challenge: novoPkce().challenge,
    code_challenge_method: 'S256',
  });
  const { resposta } = await navegador.seguir(`${idp.url}authorize?${params}`, idp.url);
  const html = await resposta.text();
  const acao = new URL(/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '', idp.url).toString();
  return { resposta, acao };
}

describe('página de entrada do gov.br local', () => {
  it('não pode ser emoldurada por outro site e tem uma CSP própria', async () => {
    const { resposta } = await abrirLogin(new Navegador());
    const csp = resposta.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'/);
  });

  it('depois de 10 senhas erradas no mesmo minuto, o endereço recebe 429 mesmo com a senha certa', async () => {
    const navegador = new Navegador();
    const { acao } = await abrirLogin(navegador);
    const codigos: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      codigos.push(
        (await navegador.enviarFormulario(acao, idp.url, { cpf: '529.982.247-25', senha: `errada${i}` }))
          .resposta.status,
      );
    }
    expect(codigos.every((c) => c === 200)).toBe(true);
    const { resposta } = await navegador.enviarFormulario(acao, idp.url, {
      cpf: '529.982.247-25',
      senha: 'Senha@123',
    });
    expect(resposta.status).toBe(429);
    expect(await resposta.text()).toContain('Muitas tentativas. Aguarde um pouco e tente novamente.');
  });
});
