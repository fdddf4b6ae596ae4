import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import type { UserManager } from 'oidc-client-ts';
import { StorageKey, HttpNome } from '@portal/contracts';
import { encerrarSessao, entrarComGovBr, http, iniciarSessao, sessionStore } from '@portal/shared-auth';
import { tokenDeTeste } from '@portal/shared-auth/testes';
import { CAMINHO_TROCA_ID_TOKEN, CAMINHO_USUARIO_GOVBR, concluirEntradaGovBr } from './concluir-entrada';
import { registrarGovBr } from './configuracao-oidc';

interface Envio {
  method?: string;
  url?: string;
  data?: unknown;
}

let chavePrivada: CryptoKey;
let chaves: JWTVerifyGetKey;
let enviados: Envio[];
const adapterOriginal = http.defaults.adapter;

function base64url(valor: object): string {
  return btoa(JSON.stringify(valor)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
const agora = () => Math.floor(Date.now() / 1000);
const tokenDoProduto =
  base64url({ alg: 'HS256' }) +
  '.' +
  base64url({
    sid: 12,
    sessao: 's',
    name: 'Ana Souza',
    email: 'ana@exemplo.com',
    role: 'Candidato',
    aceitouTermo: true,
    uf: 'SP',
    iat: agora(),
    exp: agora() + 900,
  }) +
  '.x';

/** What the API adds to the session of the next exchange (`contaRetomada`, issue 27 §1). */
let extrasDaSessao: Record<string, unknown> = {};
/** The status the API answers the ID-token exchange with (200 unless a test says otherwise). */
let statusDaTroca = 200;

// The network edge: the API answers the ID-token exchange and the gov.br user lookup.
const apiFalsa = (async (config: Envio) => {
  enviados.push(config);
  if (config.url === CAMINHO_TROCA_ID_TOKEN && statusDaTroca !== 200) {
    const resposta = { data: { message: 'Erro interno' }, status: statusDaTroca, headers: {}, config };
    throw Object.assign(new Error(`HTTP ${statusDaTroca}`), {
      isAxiosError: true,
      config,
      response: resposta,
    });
  }
  const data =
    config.url === CAMINHO_TROCA_ID_TOKEN
      ? { token: tokenDoProduto, refreshToken: 'r-1', ...extrasDaSessao }
      : { cpf: '52998224725' };
  return { data, status: 200, statusText: 'OK', headers: {}, config };
}) as unknown as typeof http.defaults.adapter;

const USUARIO_GOVBR = 'oidc.user:http://localhost:4000/:portal';

function gerenciadorCom(idToken: string, state: unknown): UserManager {
  const usuario = { id_token: idToken, access_token: 'gov-access-token', state };
  // oidc-client-ts keeps the user it signed in in the tab's sessionStorage, until removeUser or gov.br's sign-out.
  return {
    signinCallback: jest.fn(async () => {
      sessionStorage.setItem(USUARIO_GOVBR, JSON.stringify(usuario));
      return usuario;
    }),
    removeUser: jest.fn(async () => sessionStorage.removeItem(USUARIO_GOVBR)),
  } as unknown as UserManager;
}

async function idTokenAssinado(chave: CryptoKey = chavePrivada): Promise<string> {
  return new SignJWT({ name: 'Ana Souza', email: 'ana@gov.exemplo' })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('52998224725')
    .setExpirationTime('5m')
    .sign(chave);
}

beforeAll(async () => {
  const par = await generateKeyPair('RS256');
  chavePrivada = par.privateKey;
  chaves = createLocalJWKSet({ keys: [{ ...(await exportJWK(par.publicKey)), kid: 'k1' }] });
});
beforeEach(() => {
  localStorage.clear();
  // The browser already holds the CSRF cookie from the callback page's first API answer.
  document.cookie = `${HttpNome.csrfCookie}=csrf-1; path=/`;
  enviados = [];
  extrasDaSessao = {};
  statusDaTroca = 200;
  http.defaults.adapter = apiFalsa;
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  encerrarSessao();
  jest.restoreAllMocks();
});

describe('concluirEntradaGovBr', () => {
  it('valida o ID token, guarda a identidade gov.br, abre a sessão do produto e volta ao returnUrl', async () => {
    const idToken = await idTokenAssinado();
    const destino = await concluirEntradaGovBr(
      gerenciadorCom(idToken, { returnUrl: '/inscricao/historico' }),
      'http://x/cb?code=1',
      chaves,
    );

    expect(destino).toBe('/inscricao/historico');
    expect(localStorage.getItem(StorageKey.accessTokenGov)).toBe('gov-access-token');
    expect(sessionStore.getState().identidadeGovBr).toEqual({ email: 'ana@gov.exemplo', name: 'Ana Souza' });
    expect(sessionStore.getState().user).toMatchObject({ id: 12, name: 'Ana Souza' });
    expect(localStorage.getItem(StorageKey.refreshToken)).toBe('r-1');
    expect(enviados.map((e) => [e.method, e.url])).toEqual([
      ['post', CAMINHO_TROCA_ID_TOKEN],
      ['get', CAMINHO_USUARIO_GOVBR],
    ]);
    expect(JSON.parse(String(enviados[0]?.data))).toEqual({ idToken });
  });

  it('quando o login retomou um cadastro feito com o CPF, vai para a conta, que explica o que houve', async () => {
    extrasDaSessao = { contaRetomada: true };
    const destino = await concluirEntradaGovBr(
      gerenciadorCom(await idTokenAssinado(), { returnUrl: '/inscricao/historico' }),
      'http://x/cb',
      chaves,
    );
    expect(destino).toBe('/usuario/conta');
    expect(localStorage.getItem(StorageKey.refreshToken)).toBe('r-1');
  });

  it('sem returnUrl vai para /home', async () => {
    const destino = await concluirEntradaGovBr(
      gerenciadorCom(await idTokenAssinado(), undefined),
      'http://x/cb',
      chaves,
    );
    expect(destino).toBe('/home');
  });

  it('com assinatura inválida não abre sessão nem chama a API', async () => {
    const outra = await generateKeyPair('RS256');
    const gerenciador = gerenciadorCom(await idTokenAssinado(outra.privateKey), { returnUrl: '/home' });
    await expect(concluirEntradaGovBr(gerenciador, 'http://x/cb', chaves)).rejects.toThrow();
    expect(sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(StorageKey.accessTokenGov)).toBeNull();
    expect(enviados).toEqual([]);
  });

  // Issue 30 item 3: the identity is stored before the API opens the session. When the API refused the exchange, it
  // stayed, with its in-memory mark: a password sign-in by someone else on the same page, without a reload, kept the
  // gov.br identity, token and user of the person who tried (the login guard compared the newcomer with them).
  it('quando a API recusa a troca, não deixa a identidade, o token nem o usuário do gov.br para quem entra depois', async () => {
    statusDaTroca = 500;
    const gerenciador = gerenciadorCom(await idTokenAssinado(), { returnUrl: '/home' });
    await expect(concluirEntradaGovBr(gerenciador, 'http://x/cb', chaves)).rejects.toThrow();

    expect(sessionStore.getState().identidadeGovBr).toBeNull();
    expect(localStorage.getItem(StorageKey.accessTokenGov)).toBeNull();
    expect(sessionStorage.getItem(USUARIO_GOVBR)).toBeNull();

    iniciarSessao({ token: tokenDeTeste({ sid: 8, email: 'b@exemplo.com.br' }), refreshToken: 'r-b' });
    expect(sessionStore.getState().identidadeGovBr).toBeNull();
    expect(localStorage.getItem(StorageKey.accessTokenGov)).toBeNull();
  });

  it('com o ID token recusado, também não deixa o usuário do gov.br na aba', async () => {
    const outra = await generateKeyPair('RS256');
    const gerenciador = gerenciadorCom(await idTokenAssinado(outra.privateKey), { returnUrl: '/home' });
    await expect(concluirEntradaGovBr(gerenciador, 'http://x/cb', chaves)).rejects.toThrow();
    expect(sessionStorage.getItem(USUARIO_GOVBR)).toBeNull();
  });

  // Shared devices: her portal session may expire without "Sair", while the provider's stays open in the browser.
  describe('a próxima entrada com gov.br no aparelho', () => {
    async function proximaEntrada() {
      const gerenciador = { signinRedirect: jest.fn(async () => undefined) };
      const desfazer = registrarGovBr(async () => gerenciador as unknown as UserManager);
      await entrarComGovBr('/home');
      desfazer();
      return gerenciador.signinRedirect.mock.calls[0] as unknown as [{ prompt?: string }];
    }

    it('depois de uma entrada concluída e sem a saída do gov.br, pede ao gov.br que autentique de novo', async () => {
      await concluirEntradaGovBr(gerenciadorCom(await idTokenAssinado(), undefined), 'http://x/cb', chaves);
      encerrarSessao(); // the portal session expired; nobody pressed "Sair"
      const [argumentos] = await proximaEntrada();
      expect(argumentos.prompt).toBe('login');
    });

    it('também quando a API recusou a troca: o gov.br já autenticou a pessoa', async () => {
      statusDaTroca = 500;
      const gerenciador = gerenciadorCom(await idTokenAssinado(), undefined);
      await expect(concluirEntradaGovBr(gerenciador, 'http://x/cb', chaves)).rejects.toThrow();
      const [argumentos] = await proximaEntrada();
      expect(argumentos.prompt).toBe('login');
    });
  });
});
