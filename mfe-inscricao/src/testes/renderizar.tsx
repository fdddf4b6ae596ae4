import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the page navigated to, so tests can assert redirects and links. */
function OndeEstou() {
  const { pathname, search } = useLocation();
  return <p data-testid="local">{`${pathname}${search}`}</p>;
}

/** Renders `pagina` at `url` matched by `caminho`, inside a router, with the current location on screen. */
export function renderizarEm(pagina: ReactElement, caminho: string, url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={caminho} element={pagina} />
        <Route path="*" element={null} />
      </Routes>
      <OndeEstou />
    </MemoryRouter>,
  );
}
