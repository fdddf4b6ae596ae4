import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { pageviewSchema } from '@portal/contracts';
import { http } from '@portal/shared-auth';
import { useRegistroDeVisitas } from './use-registro-de-visitas';

const URL_COLETOR = '/v1/analytics/pageview';
interface Envio {
  method?: string;
  url?: string;
  data?: unknown;
}
let enviados: Envio[] = [];
const adapterOriginal = http.defaults.adapter;

// The network edge: axios' adapter answers 204 like the collector and keeps what was sent.
const coletorFalso = (async (config: Envio) => {
  enviados.push(config);
  return { data: '', status: 204, statusText: 'No Content', headers: {}, config };
}) as unknown as typeof http.defaults.adapter;

function Pagina() {
  useRegistroDeVisitas(URL_COLETOR);
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/qualificaSP/cursos?pagina=2')}>
      ver cursos
    </button>
  );
}

beforeEach(() => {
  enviados = [];
  http.defaults.adapter = coletorFalso;
});
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
});

describe('useRegistroDeVisitas', () => {
  it('envia uma page view válida a cada troca de rota, com a página anterior como referrer', async () => {
    document.title = 'Início | Portal Qualifica';
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Pagina />
      </MemoryRouter>,
    );
    await waitFor(() => expect(enviados).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'ver cursos' }));
    await waitFor(() => expect(enviados).toHaveLength(2));

    const corpos = enviados.map((config) => pageviewSchema.parse(JSON.parse(String(config.data))));
    expect(enviados.every((config) => config.method === 'post' && config.url === URL_COLETOR)).toBe(true);
    expect(corpos[0]).toEqual({ path: '/home', referrer: null, title: 'Início | Portal Qualifica' });
    expect(corpos[1]).toMatchObject({ path: '/qualificaSP/cursos?pagina=2', referrer: 'http://localhost/home' });
  });

  it('uma falha do coletor não quebra a página', async () => {
    const aviso = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    http.defaults.adapter = (async () => Promise.reject(new Error('Network Error'))) as typeof http.defaults.adapter;
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Pagina />
      </MemoryRouter>,
    );
    await waitFor(() => expect(aviso).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'ver cursos' })).toBeInTheDocument();
    aviso.mockRestore();
  });
});
