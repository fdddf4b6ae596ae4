import { encerrarSessao, iniciarSessao } from '@portal/shared-auth';
import { tokenDeTeste } from '@portal/shared-auth/testes';
import { blocoDeDados, ID_REGISTRO_EMBUTIDO } from '@portal/contracts';
import { CACHE_DAS_PAGINAS } from './mensagens-do-service-worker';
import {
  CHAVE_DONO_DAS_PAGINAS,
  esquecerPaginasDeQuemEntrou,
  seguirQuemEntrou,
} from './paginas-de-quem-entrou';

const ORIGEM = 'http://localhost';

/**
 * The service worker's page cache, as the page's `caches` gives it: requests kept by address, each with its HTML
 * (`html`, for a kept page composed with a registry; a page without one by default). The generation's cache is
 * written too (`geracao-das-paginas.ts`), here without a `Response` (jsdom has none): the deletion goes on.
 */
function cacheDasPaginas(caminhos: string[], html: Record<string, string> = {}) {
  const guardados = new Map(
    caminhos.map((caminho) => [`${ORIGEM}${caminho}`, html[caminho] ?? '<html></html>']),
  );
  const cache = {
    // jsdom has no Request: the code reads only its address.
    keys: async () => [...guardados.keys()].map((url) => ({ url })),
    match: async (pedido: { url: string }) => {
      const texto = guardados.get(pedido.url);
      return texto === undefined ? undefined : { text: async () => texto };
    },
    delete: async (pedido: { url: string }) => guardados.delete(pedido.url),
  };
  return {
    armazem: {
      open: async (nome: string) => (nome === CACHE_DAS_PAGINAS ? cache : { put: async () => undefined }),
    } as unknown as CacheStorage,
    caminhos: () => [...guardados.keys()].map((url) => new URL(url).pathname).sort(),
  };
}

const VISTAS = [
  '/home',
  '/qualificaSP/cursos',
  '/inscricao/detalhes/4711',
  '/inscricao/confirmacao-matricula',
];
const PUBLICAS = ['/home', '/qualificaSP/cursos'];
const entrar = (sid: number) => iniciarSessao({ token: tokenDeTeste({ sid }), refreshToken: `r-${sid}` });

let desfazer: () => void = () => undefined;
beforeEach(() => {
  encerrarSessao();
  localStorage.clear();
});
afterEach(() => desfazer());

it('esquece só as páginas das áreas de quem entrou; as públicas e os catálogos ficam', async () => {
  const paginas = cacheDasPaginas(VISTAS);
  await esquecerPaginasDeQuemEntrou(paginas.armazem);
  expect(paginas.caminhos()).toEqual(PUBLICAS);
});

// A remote that adds a signed-in prefix declares it in its registry line (`acesso`); the shell's list did not know
// it, so that prefix's pages stayed on the device for the next person until the shell itself was changed.
describe('as áreas que o registro declara para quem entrou', () => {
  const linha = (prefixes: string[], acesso?: unknown) => ({
    manifest: '/remotes/x/1/mf-manifest.json',
    version: '1',
    prefixes,
    ...(acesso === undefined ? {} : { acesso }),
  });
  const REGISTRO = {
    remotes: {
      mfe_programas: linha(['qualificaSP']),
      mfe_beneficios: linha(['beneficios', 'sobre-beneficios'], {
        beneficios: 'login',
        'sobre-beneficios': 'publico',
      }),
      mfe_auditoria: linha(['auditoria'], { auditoria: { papeis: ['Auditor'] } }),
    },
  };
  const pagina = (registro: unknown) =>
    `<html><head></head><body>${blocoDeDados(ID_REGISTRO_EMBUTIDO, JSON.stringify(registro))}</body></html>`;
  const VISTAS_COM_REMOTO_NOVO = [
    '/home',
    '/qualificaSP/cursos',
    '/beneficios/extrato/9',
    '/sobre-beneficios',
    '/auditoria/casos/3',
  ];

  it('pelo registro com que cada página guardada foi composta, sem mudar o shell', async () => {
    const html = Object.fromEntries(VISTAS_COM_REMOTO_NOVO.map((caminho) => [caminho, pagina(REGISTRO)]));
    const paginas = cacheDasPaginas(VISTAS_COM_REMOTO_NOVO, html);
    await esquecerPaginasDeQuemEntrou(paginas.armazem, () => null);
    expect(paginas.caminhos()).toEqual(['/home', '/qualificaSP/cursos', '/sobre-beneficios']);
  });

  // The page kept before its remote declared the prefix carries the older registry; the page signing out knows.
  it('pelo registro desta página, quando a cópia guardada é de antes da declaração', async () => {
    const antigo = { remotes: { ...REGISTRO.remotes, mfe_beneficios: linha(['beneficios']) } };
    const paginas = cacheDasPaginas(['/home', '/beneficios/extrato/9'], {
      '/home': pagina(antigo),
      '/beneficios/extrato/9': pagina(antigo),
    });
    await esquecerPaginasDeQuemEntrou(paginas.armazem, () => REGISTRO);
    expect(paginas.caminhos()).toEqual(['/home']);
  });

  it('uma declaração que o portal não lê fecha o prefixo: a página sai', async () => {
    const ilegivel = { remotes: { mfe_beneficios: linha(['beneficios'], { beneficios: 'talvez' }) } };
    const paginas = cacheDasPaginas(['/beneficios/extrato/9'], { '/beneficios/extrato/9': pagina(ilegivel) });
    await esquecerPaginasDeQuemEntrou(paginas.armazem, () => null);
    expect(paginas.caminhos()).toEqual([]);
  });
});

describe('as páginas guardadas de uma pessoa saem com ela', () => {
  /** Follows the session as the `aplicativo` chunk does, forgetting from `paginas`; resolves once a forget ended. */
  function seguir(paginas: ReturnType<typeof cacheDasPaginas>) {
    let esquecidas = 0;
    desfazer = seguirQuemEntrou(async () => {
      await esquecerPaginasDeQuemEntrou(paginas.armazem);
      esquecidas++;
    });
    return { esquecidas: async () => (await new Promise((pronto) => setTimeout(pronto, 0)), esquecidas) };
  }

  it('na saída', async () => {
    entrar(7);
    const paginas = cacheDasPaginas(VISTAS);
    const seguindo = seguir(paginas);
    expect(paginas.caminhos()).toEqual([...VISTAS].sort());
    encerrarSessao();
    expect(await seguindo.esquecidas()).toBe(1);
    expect(paginas.caminhos()).toEqual(PUBLICAS);
  });

  it('quando outra pessoa entra sem que a primeira tenha saído; a renovação da mesma pessoa as mantém', async () => {
    entrar(7);
    const paginas = cacheDasPaginas(VISTAS);
    const seguindo = seguir(paginas);
    entrar(7);
    expect(await seguindo.esquecidas()).toBe(0);
    entrar(8);
    expect(await seguindo.esquecidas()).toBe(1);
    expect(paginas.caminhos()).toEqual(PUBLICAS);
  });

  // The session ended (or another person signed in) on a page left before this chunk loaded: the next page that
  // loads it finds the pages of someone who is no longer here.
  it('quando a troca aconteceu numa página em que este código não chegou a rodar', async () => {
    entrar(7);
    desfazer = seguirQuemEntrou(() => Promise.resolve());
    desfazer();
    expect(localStorage.getItem(CHAVE_DONO_DAS_PAGINAS)).toBe('7');
    encerrarSessao();
    entrar(8);

    const paginas = cacheDasPaginas(VISTAS);
    expect(await seguir(paginas).esquecidas()).toBe(1);
    expect(paginas.caminhos()).toEqual(PUBLICAS);
  });

  // Nothing says whose they are the first time (a device from before this rule): the person's own page, kept while
  // this page loaded, is not taken from them; a sign-out later takes it.
  it('sem dono conhecido, não esquece a página que a própria pessoa acabou de abrir', async () => {
    entrar(7);
    const paginas = cacheDasPaginas(VISTAS);
    const seguindo = seguir(paginas);
    expect(await seguindo.esquecidas()).toBe(0);
    expect(paginas.caminhos()).toEqual([...VISTAS].sort());
  });
});
