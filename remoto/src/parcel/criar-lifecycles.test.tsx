import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { mountRootParcel, type Parcel } from 'single-spa';
import { useLocation } from 'react-router-dom';
import { criarLifecycles, criarLifecyclesDoRemoto } from './criar-lifecycles';
import { RaizDoRemoto } from './raiz-do-remoto';
import { useNavegarFora, usePortalProps, type PortalProps } from './portal-props';

// single-spa-react renders in its own root and resolves mount after React commits, so React's act queue would stall it.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

function PaginaDeTeste() {
  const { basename } = usePortalProps();
  const sair = useNavegarFora();
  const { pathname } = useLocation();
  return (
    <button type="button" onClick={() => sair('/outro')}>
      {`${basename}|${pathname}`}
    </button>
  );
}

function AppDeTeste(props: PortalProps) {
  return (
    <RaizDoRemoto props={props}>
      <PaginaDeTeste />
    </RaizDoRemoto>
  );
}

function Quebra(): never {
  throw new Error('falha de propósito');
}

async function montar(App: (props: PortalProps) => React.ReactElement, navigate = jest.fn()) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const parcela: Parcel = mountRootParcel(criarLifecycles(App), { domElement, basename: '/', navigate });
  await parcela.mountPromise;
  return { parcela, domElement };
}

it('monta o App com as props do portal e leva a navegação para fora ao shell', async () => {
  window.history.pushState({}, '', '/programas');
  const navigate = jest.fn();
  const { parcela, domElement } = await montar(AppDeTeste, navigate);
  const botao = screen.getByRole('button', { name: '/|/programas' });
  botao.click();
  expect(navigate).toHaveBeenCalledWith('/outro');
  await parcela.unmount();
  expect(domElement).toBeEmptyDOMElement();
});

it('criarLifecyclesDoRemoto monta a tabela de rotas dentro da raiz do remoto (props do portal e roteador próprio)', async () => {
  window.history.pushState({}, '', '/gestao');
  const navigate = jest.fn();
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const parcela = mountRootParcel(criarLifecyclesDoRemoto(PaginaDeTeste), {
    domElement,
    basename: '/',
    navigate,
  });
  await parcela.mountPromise;
  screen.getByRole('button', { name: '/|/gestao' }).click();
  expect(navigate).toHaveBeenCalledWith('/outro');
  await parcela.unmount();
});

it('uma área que quebra mostra o painel de falha no lugar dela', async () => {
  const registrar = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await montar(Quebra);
  expect(screen.getByRole('alert')).toHaveTextContent('Recarregue a página.');
  expect(screen.getByRole('heading', { name: 'Esta área encontrou um problema' })).toBeInTheDocument();
  registrar.mockRestore();
});

it('hidrata, sem divergência, o elemento que já traz o HTML pré-renderizado do remoto', async () => {
  window.history.pushState({}, '', '/programas');
  const domElement = document.createElement('div');
  domElement.innerHTML = renderToString(<AppDeTeste basename="/" navigate={jest.fn()} />);
  document.body.append(domElement);
  const doServidor = domElement.querySelector('button');
  const erros = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const lifecycles = criarLifecycles(AppDeTeste);
  await mountRootParcel(lifecycles, { domElement, basename: '/', navigate: jest.fn() }).mountPromise;
  // Hydrated, not replaced: the server's button is the one on screen, and React reported nothing.
  expect(domElement.querySelector('button')).toBe(doServidor);
  expect(erros).not.toHaveBeenCalled();
  erros.mockRestore();
});
