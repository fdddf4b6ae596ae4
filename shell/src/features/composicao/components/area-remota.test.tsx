import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import type { LifeCycles } from 'single-spa';
import { Mensagem } from '@portal/contracts';
import { CatalogoRemotos, type Federacao } from '../api/catalogo-remotos';
import { AreaPorPrefixo, TEXTO_TENTAR_NOVAMENTE } from './area-remota';

// The h1 takes focus after a navigation, not on the document's first page (decision 0180): simulate one.
beforeAll(() => window.dispatchEvent(new PopStateEvent('popstate')));

/** A parcel that writes its name and the props it got into its DOM element, as a remote's React root would. */
function parcelFalso(texto: string) {
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

function catalogoCom(federacao: Federacao) {
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
  return new CatalogoRemotos(federacao, async () => ({ registro, problemas: [] }));
}

function Navegador() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/meus-cursos/todos/true')}>
      ir para meus cursos
    </button>
  );
}

function renderizar(catalogo: CatalogoRemotos, url: string) {
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

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('AreaRemota', () => {
  it('mostra o painel de indisponível quando o carregamento falha e monta o remoto ao tentar de novo', async () => {
    const { lifecycles } = parcelFalso('área do usuário montada');
    const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
    federacao.loadRemote
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(lifecycles);
    renderizar(catalogoCom(federacao), '/usuario/login');

    const titulo = await screen.findByRole('heading', { name: Mensagem.servicoIndisponivel });
    expect(titulo).toHaveFocus();
    expect(document.title).toBe(`${Mensagem.servicoIndisponivel} | Portal Qualifica`);
    await userEvent.click(screen.getByRole('button', { name: TEXTO_TENTAR_NOVAMENTE }));

    expect(await screen.findByText('área do usuário montada')).toBeInTheDocument();
    expect(screen.queryByText(Mensagem.servicoIndisponivel)).not.toBeInTheDocument();
    expect(federacao.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_usuario', entry: expect.any(String) }],
      { force: true },
    );
  });

  it('passa basename "/" ao parcel e não remonta ao trocar entre prefixos do mesmo remoto', async () => {
    const { lifecycles, montagens } = parcelFalso('inscrições montadas');
    const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn().mockResolvedValue(lifecycles) };
    renderizar(catalogoCom(federacao), '/inscricao/historico');

    expect(await screen.findByText('inscrições montadas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ir para meus cursos' }));
    await waitFor(() => expect(screen.getByText('inscrições montadas')).toBeInTheDocument());
    expect(montagens).toEqual([{ basename: '/' }]);
    expect(federacao.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('sem registro nenhum (remotes.json fora do ar) mostra o painel, que lê o registro de novo', async () => {
    const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
    const ler = jest
      .fn()
      .mockRejectedValueOnce(new Error('HTTP 503'))
      .mockResolvedValue({
        registro: new Map([
          ['mfe_candidato', { manifest: '/m.json', version: '1', prefixes: ['candidato'] }],
        ]),
        problemas: [],
      });
    federacao.loadRemote.mockResolvedValue(parcelFalso('candidato montado').lifecycles);
    renderizar(new CatalogoRemotos(federacao, ler), '/candidato/endereco/form');
    await userEvent.click(await screen.findByRole('button', { name: TEXTO_TENTAR_NOVAMENTE }));
    expect(await screen.findByText('candidato montado')).toBeInTheDocument();
  });

  it('um caminho que nenhuma linha do registro declara mostra a página não encontrada', async () => {
    const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
    renderizar(catalogoCom(federacao), '/candidato/endereco/form');
    expect(await screen.findByText('não encontrada')).toBeInTheDocument();
    expect(federacao.loadRemote).not.toHaveBeenCalled();
  });
});

describe('acesso declarado no registro (decisões 1530 e 1561)', () => {
  const gestao = {
    manifest: '/remotes/mfe_gestao/v1/mf-manifest.json',
    version: 'v1',
    prefixes: ['gestao'],
    acesso: { gestao: { papeis: ['Administrador', 'Executora'] } },
    menu: { gestao: 'Área de operações' },
  };

  it('a linha de um remoto da equipe monta o remoto como qualquer outra: quem guarda /gestao é ele', async () => {
    const federacao = {
      registerRemotes: jest.fn(),
      loadRemote: jest.fn().mockResolvedValue(parcelFalso('operações montadas').lifecycles),
    };
    const catalogo = new CatalogoRemotos(federacao, async () => ({
      registro: new Map([['mfe_gestao', gestao]]),
      problemas: [],
    }));
    renderizar(catalogo, '/gestao/turmas/3');
    expect(await screen.findByText('operações montadas')).toBeInTheDocument();
    expect(federacao.loadRemote).toHaveBeenCalledWith('mfe_gestao/lifecycles');
  });
});
