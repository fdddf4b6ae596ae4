import { encerrarSessao, iniciarSessao } from '@portal/shared-auth';
import { tokenDeTeste } from '@portal/shared-auth/testes';
import {
  CHAVE_DONO_DAS_PAGINAS,
  esquecerPaginasDeQuemEntrou,
  seguirQuemEntrou,
} from './paginas-de-quem-entrou';

const ORIGEM = 'http://localhost';

/** The service worker's page cache, as the page's `caches` gives it: requests kept by address. */
function cacheDasPaginas(caminhos: string[]) {
  const guardados = new Set(caminhos.map((caminho) => `${ORIGEM}${caminho}`));
  const cache = {
    // jsdom has no Request: the code reads only its address.
    keys: async () => [...guardados].map((url) => ({ url })),
    delete: async (pedido: { url: string }) => guardados.delete(pedido.url),
  };
  return {
    abrir: async () => cache as unknown as Cache,
    caminhos: () => [...guardados].map((url) => new URL(url).pathname).sort(),
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
  await esquecerPaginasDeQuemEntrou(paginas.abrir);
  expect(paginas.caminhos()).toEqual(PUBLICAS);
});

describe('as páginas guardadas de uma pessoa saem com ela', () => {
  /** Follows the session as the `aplicativo` chunk does, forgetting from `paginas`; resolves once a forget ended. */
  function seguir(paginas: ReturnType<typeof cacheDasPaginas>) {
    let esquecidas = 0;
    desfazer = seguirQuemEntrou(async () => {
      await esquecerPaginasDeQuemEntrou(paginas.abrir);
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
