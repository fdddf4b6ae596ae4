import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PortalPropsProvider } from '../parcel/portal-props';

/** Shows where the remote's router is, so tests can assert links and redirects inside it. */
function OndeEstou() {
  const { pathname, search } = useLocation();
  return <p data-testid="local">{`${pathname}${search}`}</p>;
}

/**
 * A remote's whole route table (`rotas`, its <Rotas />) at `url`, with the props the shell passes; the shell's
 * navigate is a spy (`navegarFora`) that records each navigation leaving the remote.
 */
export function renderizarRotasDoRemoto(rotas: ReactElement, url: string) {
  const navegarFora = jest.fn<void, [string]>();
  const resultado = render(
    <PortalPropsProvider value={{ basename: '/', navigate: navegarFora }}>
      <MemoryRouter initialEntries={[url]}>
        {rotas}
        <OndeEstou />
      </MemoryRouter>
    </PortalPropsProvider>,
  );
  return { ...resultado, navegarFora };
}
