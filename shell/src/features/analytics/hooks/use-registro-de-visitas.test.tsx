import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { HttpNome, pageviewSchema, StorageKey } from '@portal/contracts';
import { http } from '@portal/shared-auth';
import { definirConsentimento } from '../../../comum/consentimento';
import { useRegistroDeVisitas } from './use-registro-de-visitas';

const URL_COLETOR = '/v1/analytics/pageview';
const TITULOS: Record<string, string> = {
  '/home': 'Início | Portal Qualifica',
  '/qualificaSP/cursos': 'Qualifica SP | Portal Qualifica',
};

interface Envio {
  method?: string;
  url?: string;
  data?: unknown;
}
let enviados: Envio[] = [];
let respostas: number[] = [];
const adapterOriginal = http.defaults.adapter;

// The network edge: axios' adapter answers like the collector (202, or the statuses queued in `respostas`).
const coletorFalso = (async (config: Envio) => {
  enviados.push(config);
  const status = respostas.shift() ?? 202;
  const resposta = { data: '', status, statusText: '', headers: {}, config };
  if (status >= 400) throw Object.assign(new Error(`HTTP ${status}`), { response: resposta });
  return resposta;
}) as unknown as typeof http.defaults.adapter;

/** Like a page: names itself after rendering; a remote does it later, once its code has loaded. */
function Pagina({ atrasoDoTitulo = 0 }: { atrasoDoTitulo?: number }) {
  useRegistroDeVisitas(URL_COLETOR);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const nomear = () => (document.title = TITULOS[pathname] ?? pathname);
    if (atrasoDoTitulo === 0) nomear();
    const espera = setTimeout(nomear, atrasoDoTitulo);
    return () => clearTimeout(espera);
  }, [pathname, atrasoDoTitulo]);
  return (
    <button type="button" onClick={() => navigate('/qualificaSP/cursos?pagina=2')}>
      ver cursos
    </button>
  );
}

const corpos = () => enviados.map((config) => pageviewSchema.parse(JSON.parse(String(config.data))));

function renderizar(atrasoDoTitulo = 0) {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Pagina atrasoDoTitulo={atrasoDoTitulo} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // A page that already talked to the API holds the CSRF cookie (the first-visit fetch is shared-auth's, tested there).
  document.cookie = `${HttpNome.csrfCookie}=csrf-1; path=/`;
  document.title = 'Portal Qualifica';
  enviados = [];
  respostas = [];
  http.defaults.adapter = coletorFalso;
  localStorage.setItem(StorageKey.consentimentoAnalytics, 'aceito');
});
afterEach(() => {
  localStorage.clear();
  http.defaults.adapter = adapterOriginal;
  jest.restoreAllMocks();
});

describe('useRegistroDeVisitas', () => {
  it('envia uma page view válida a cada troca de rota, com a página anterior como referrer', async () => {
    renderizar();
    await waitFor(() => expect(enviados).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'ver cursos' }));
    await waitFor(() => expect(enviados).toHaveLength(2));

    expect(enviados.every((config) => config.method === 'post' && config.url === URL_COLETOR)).toBe(true);
    expect(corpos()[0]).toEqual({ path: '/home', referrer: null, title: 'Início | Portal Qualifica' });
    expect(corpos()[1]).toEqual({
      path: '/qualificaSP/cursos?pagina=2',
      referrer: 'http://localhost/home',
      title: 'Qualifica SP | Portal Qualifica',
    });
  });

  it('espera o título que a página define depois de carregar', async () => {
    renderizar(200);
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(corpos()[0]?.title).toBe('Início | Portal Qualifica');
  });

  it('sem o aceite do visitante, nada é enviado; ao aceitar, a página atual é contada', async () => {
    localStorage.removeItem(StorageKey.consentimentoAnalytics);
    renderizar();
    await new Promise((pronto) => setTimeout(pronto, 50));
    expect(enviados).toHaveLength(0);
    act(() => definirConsentimento('aceito'));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(corpos()[0]).toEqual({ path: '/home', referrer: null, title: 'Início | Portal Qualifica' });
  });

  it('recusado, nada é enviado em nenhuma rota', async () => {
    localStorage.setItem(StorageKey.consentimentoAnalytics, 'recusado');
    renderizar();
    await userEvent.click(screen.getByRole('button', { name: 'ver cursos' }));
    await new Promise((pronto) => setTimeout(pronto, 50));
    expect(enviados).toHaveLength(0);
  });

  it('uma falha do coletor não quebra a página', async () => {
    const aviso = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    respostas = [500];
    renderizar();
    await waitFor(() => expect(aviso).toHaveBeenCalled());
    expect(enviados).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'ver cursos' })).toBeInTheDocument();
  });
});
