/** What the remote area's tests share: a fake parcel, a catalogue over a two-row registry, and a router to move in. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import type { LifeCycles } from 'single-spa';
import { CatalogoRemotos, type Federacao } from '../features/composicao/api/catalogo-remotos';
import { AreaPorPrefixo } from '../features/composicao/components/area-remota';

/** A parcel that writes its name and the props it got into its DOM element, as a remote's React root would. */
export function parcelFalso(texto: string) {
  const montagens: { basename: string }[] = [];
  const lifecycles: LifeCycles<{ basename: string; domElement: HTMLElement }> = {
    bootstrap: async () => undefined,
    mount: async (props) => {
      montagens.push({ basename: props.basename });
      props.domElement.textContent = texto;
    },
    unmount: async (props) => {
      props.domElement.textContent = '';
    },
  };
  return { lifecycles, montagens };
}

/**
 * A federation runtime whose remote fails to load `falhas` times (its chunk did not come), then loads `depois`; with no
 * `depois` it never loads.
 */
export function federacaoQueFalha<Props>(falhas: number, depois?: LifeCycles<Props>) {
  const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
  for (let i = 0; i < falhas; i++)
    federacao.loadRemote.mockRejectedValueOnce(new Error('Loading chunk 511 failed'));
  if (depois) federacao.loadRemote.mockResolvedValue(depois);
  else federacao.loadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
  return federacao;
}

/** A registry of two remotes, mfe_usuario and mfe_inscricao (two prefixes), loaded through `federacao`. */
export function catalogoCom(federacao: Federacao) {
  const registro = new Map([
    [
      'mfe_usuario',
      { manifest: 'http://cdn/mfe_usuario/mf-manifest.json', version: '1', prefixes: ['usuario'] },
    ],
    [
      'mfe_inscricao',
      {
        manifest: 'http://cdn/mfe_inscricao/mf-manifest.json',
        version: '1',
        prefixes: ['inscricao', 'meus-cursos'],
      },
    ],
  ]);
  return new CatalogoRemotos(
    async () => federacao,
    async () => ({ registro, problemas: [] }),
  );
}

function Navegador() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/meus-cursos/todos/true')}>
      ir para meus cursos
    </button>
  );
}

/** The area at `url`, in a router, under a button that navigates to another prefix of mfe_inscricao. */
export function renderizar(catalogo: CatalogoRemotos, url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Navegador />
      <Routes>
        <Route
          path="*"
          element={<AreaPorPrefixo catalogo={catalogo} naoEncontrada={<p>não encontrada</p>} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** The hooks of a test file of the area: console.error is silenced in each test. */
export function prepararAreaRemota(): void {
  // The h1 takes focus after a navigation, not on the document's first page (decision 0188): simulate one.
  beforeAll(() => window.dispatchEvent(new PopStateEvent('popstate')));
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());
}

/**
 * A page that arrived with a remote's prerendered catalogue (the device's copy), in a browser whose `navigator.onLine`
 * the test sets through the returned object (offline at the start of each test), with Jest's fake timers: the waits
 * between tries are the test's to advance.
 */
export function prepararPaginaGuardada(): { online: boolean } {
  const rede = { online: false };
  beforeEach(() => {
    rede.online = false;
    document.body.innerHTML = '<main><div class="area-remota"><h1>Cursos do Qualifica SP</h1></div></main>';
    document.title = 'Cursos do Qualifica SP';
    jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => rede.online);
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());
  return rede;
}
