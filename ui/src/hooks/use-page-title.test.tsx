import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ESPERA_PELO_H1_MS, usePageTitle } from './use-page-title';

function PaginaComRef() {
  const h1 = usePageTitle('Histórico de inscrições');
  return <h1 ref={h1}>Histórico de inscrições</h1>;
}

function PaginaSemRef() {
  usePageTitle('Minha conta');
  return (
    <main>
      <h1>Minha conta</h1>
    </main>
  );
}

it('na primeira página do documento, o foco fica no início (nada é focado)', () => {
  render(<PaginaComRef />);
  expect(document.title).toBe('Histórico de inscrições | Portal Qualifica');
  expect(document.body).toHaveFocus();
});

it('um redirecionamento (replaceState) não conta como navegação', () => {
  const evento = Object.assign(new PopStateEvent('popstate'), { singleSpaTrigger: 'replaceState' });
  window.dispatchEvent(evento);
  render(<PaginaComRef />);
  expect(document.body).toHaveFocus();
});

/** A page that loads its data before it shows its h1 (a guard, a check, a lazy part): the h1 arrives later. */
function PaginaQueCarregaAntes({ aposMs }: { aposMs: number }) {
  const h1 = usePageTitle('Inscrição no Qualifica SP');
  const [pronta, definirPronta] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => definirPronta(true), aposMs);
    return () => window.clearTimeout(timer);
  }, [aposMs]);
  return (
    <main>
      <button type="button">Outro controle</button>
      {pronta ? <h1 ref={h1}>Inscrição no Qualifica SP</h1> : <p>Carregando…</p>}
    </main>
  );
}

describe('depois de uma navegação', () => {
  beforeAll(() => window.dispatchEvent(new PopStateEvent('popstate')));

  it('define o título do documento com o sufixo do portal e foca o h1 do ref', () => {
    render(<PaginaComRef />);
    expect(document.title).toBe('Histórico de inscrições | Portal Qualifica');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveFocus();
    expect(h1).toHaveAttribute('tabindex', '-1');
  });

  it('sem ref, encontra o h1 dentro de <main>', () => {
    render(<PaginaSemRef />);
    expect(document.title).toBe('Minha conta | Portal Qualifica');
    expect(screen.getByRole('heading', { name: 'Minha conta' })).toHaveFocus();
  });
});

describe('h1 que aparece depois da carga, numa página aberta por navegação', () => {
  beforeAll(() => window.dispatchEvent(new PopStateEvent('popstate')));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('o foco vai ao h1 quando ele aparece', async () => {
    render(<PaginaQueCarregaAntes aposMs={800} />);
    await act(async () => jest.advanceTimersByTime(800));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('se o cidadão já moveu o foco enquanto esperava, o h1 não o puxa de volta', async () => {
    render(<PaginaQueCarregaAntes aposMs={800} />);
    const outro = screen.getByRole('button', { name: 'Outro controle' });
    act(() => outro.focus());
    await act(async () => jest.advanceTimersByTime(800));
    expect(outro).toHaveFocus();
  });

  it('passado o limite da espera, um h1 que chega tarde não leva o foco', async () => {
    render(<PaginaQueCarregaAntes aposMs={ESPERA_PELO_H1_MS + 500} />);
    await act(async () => jest.advanceTimersByTime(ESPERA_PELO_H1_MS + 500));
    expect(document.body).toHaveFocus();
  });
});
