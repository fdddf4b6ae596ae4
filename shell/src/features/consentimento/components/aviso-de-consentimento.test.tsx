import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { StorageKey } from '@portal/contracts';
import { AvisoDeConsentimento } from './aviso-de-consentimento';

const renderizar = () =>
  render(
    <MemoryRouter>
      <AvisoDeConsentimento />
    </MemoryRouter>,
  );

afterEach(() => localStorage.clear());

it('pergunta uma vez, guarda a resposta e leva o foco à confirmação', async () => {
  const { unmount } = renderizar();
  expect(screen.getByRole('region', { name: 'Estatísticas de visita' })).toHaveTextContent(
    'sem nenhum dado pessoal',
  );
  expect(screen.getByRole('link', { name: 'Privacidade e proteção de dados' })).toHaveAttribute(
    'href',
    '/privacidade',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Recusar' }));
  expect(localStorage.getItem(StorageKey.consentimentoAnalytics)).toBe('recusado');
  expect(screen.getByText(/Preferência salva/)).toHaveFocus();
  unmount();
  renderizar();
  expect(screen.queryByRole('region', { name: 'Estatísticas de visita' })).not.toBeInTheDocument();
});

it('Aceitar também fica guardado', async () => {
  renderizar();
  await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
  expect(localStorage.getItem(StorageKey.consentimentoAnalytics)).toBe('aceito');
});

it('sob demanda: o código do aviso só carrega para quem não respondeu, e confirma a resposta', async () => {
  const { AvisoSobDemanda } = await import('./aviso-sob-demanda');
  const { unmount } = render(
    <MemoryRouter>
      <AvisoSobDemanda />
    </MemoryRouter>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Aceitar' }));
  expect(screen.getByText(/Preferência salva/)).toHaveFocus();
  unmount();
  const { container } = render(
    <MemoryRouter>
      <AvisoSobDemanda />
    </MemoryRouter>,
  );
  expect(container).toBeEmptyDOMElement();
});
