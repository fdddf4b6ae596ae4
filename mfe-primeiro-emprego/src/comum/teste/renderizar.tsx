import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PortalPropsProvider } from '@portal/ui';
import { Rotas } from '../../app/routes';

/** Shows where this remote's router is, so tests can assert links and redirects inside it. */
function OndeEstou() {
  const { pathname, search } = useLocation();
  return <p data-testid="local">{`${pathname}${search}`}</p>;
}

/** The whole route table at `url`, with the shell's navigate replaced by a spy (navigation leaving the remote). */
export function abrirRota(url: string) {
  const navegarFora = jest.fn<void, [string]>();
  const resultado = render(
    <PortalPropsProvider value={{ basename: '/', navigate: navegarFora }}>
      <MemoryRouter initialEntries={[url]}>
        <Rotas />
        <OndeEstou />
      </MemoryRouter>
    </PortalPropsProvider>,
  );
  return { ...resultado, navegarFora };
}
