import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inscricao } from '../../../testes/fixtures';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { capturarBaixados } from '@portal/ui/testes';
import { renderizarEm } from '../../../testes/renderizar';
import { inscricaoApi } from '../../../comum/api/inscricao-api';
import { ComprovantePagina } from './pagina-comprovante';

beforeEach(() => entrarComo());
afterEach(() => {
  restaurarRede();
  jest.restoreAllMocks();
});

describe('ComprovantePagina', () => {
  it('shows the enrolment number, what happens next and prints the proof', async () => {
    fingirRede({ 'GET /v1/inscricao/900': { data: inscricao({ id: 900 }) } });
    const imprimir = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderizarEm(
      <ComprovantePagina />,
      '/inscricao/confirmacao-matricula',
      '/inscricao/confirmacao-matricula?idInscricao=900',
    );
    expect(
      await screen.findByRole('heading', { name: 'Sua inscrição é a de número 900' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'O que acontece a seguir' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir comprovante' }));
    expect(imprimir).toHaveBeenCalledTimes(1);
  });

  // "Alterar" exists only for an active novo emprego enrolment (podeSerAlterada): the receipt must not promise it.
  it.each([
    ['Novo Emprego', 22, 'Até o início das aulas você pode alterar ou cancelar a inscrição no histórico.'],
    ['Qualifica SP', 1, 'Até o início das aulas você pode cancelar a inscrição no histórico.'],
  ])('%s: o comprovante só promete o que o histórico oferece', async (_programa, idModalidade, passo) => {
    fingirRede({ 'GET /v1/inscricao/906': { data: inscricao({ id: 906 }, idModalidade) } });
    renderizarEm(
      <ComprovantePagina />,
      '/inscricao/confirmacao-matricula',
      '/inscricao/confirmacao-matricula?idInscricao=906',
    );
    expect(await screen.findByText(passo)).toBeInTheDocument();
  });

  it('"Adicionar à agenda" baixa o .ics do início das aulas, escrito no navegador, sem outra chamada à API', async () => {
    fingirRede({ 'GET /v1/inscricao/904': { data: inscricao({ id: 904 }) } });
    const baixados = capturarBaixados();
    renderizarEm(
      <ComprovantePagina />,
      '/inscricao/confirmacao-matricula',
      '/inscricao/confirmacao-matricula?idInscricao=904',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar à agenda' }));
    await waitFor(() => expect(baixados.nomes).toEqual(['inscricao-904.ics']));
    expect(baixados.arquivos[0]!.type).toBe('text/calendar;charset=utf-8');
    const texto = await baixados.texto();
    expect(texto).toContain('DTSTART;TZID=America/Sao_Paulo:20270201T190000\r\n');
    expect(texto).toContain('UID:inscricao-904-turma-31-inicio@portal-qualifica');
  });

  it('an on-line course: no municipality in the receipt, nor the in-person next steps', async () => {
    fingirRede({ 'GET /v1/inscricao/903': { data: inscricao({ id: 903, formatoCurso: 'ONLINE' }) } });
    renderizarEm(
      <ComprovantePagina />,
      '/inscricao/confirmacao-matricula',
      '/inscricao/confirmacao-matricula?idInscricao=903',
    );
    await screen.findByRole('heading', { name: 'Sua inscrição é a de número 903' });
    expect(screen.queryByText('Município')).not.toBeInTheDocument();
    expect(screen.getByText('On-line')).toBeInTheDocument();
    expect(screen.queryByText(/A unidade analisa as inscrições/)).not.toBeInTheDocument();
    expect(screen.getByText(/O curso é on-line/)).toBeInTheDocument();
  });

  it('a full class put the enrolment on the waiting list: says so with the position, never "confirmada"', async () => {
    fingirRede({
      'GET /v1/inscricao/902': { data: inscricao({ id: 902, idStatusInscricao: 6, posicaoNaEspera: 2 }) },
    });
    renderizarEm(
      <ComprovantePagina />,
      '/inscricao/confirmacao-matricula',
      '/inscricao/confirmacao-matricula?idInscricao=902',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Você está na lista de espera' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Você é o Nº 2 da lista\./)).toBeInTheDocument();
    expect(screen.queryByText('Inscrição confirmada')).not.toBeInTheDocument();
  });

  // Seen in e2e: the page said "Inscrição confirmada" (h1 and tab title) until the enrolment arrived, then "lista de
  // espera". A screen reader announces the first title: a false receipt, however brief.
  it('claims nothing while the enrolment loads: no "confirmada" in the heading nor in the tab title', async () => {
    fingirRede({
      'GET /v1/inscricao/903': { data: inscricao({ id: 903, idStatusInscricao: 6, posicaoNaEspera: 1 }) },
    });
    renderizarEm(
      <ComprovantePagina />,
      '/inscricao/confirmacao-matricula',
      '/inscricao/confirmacao-matricula?idInscricao=903',
    );
    // The first render, before the answer: the page is loading.
    expect(screen.queryByText('Inscrição confirmada')).not.toBeInTheDocument();
    expect(document.title).not.toMatch(/confirmada/);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Você está na lista de espera' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the enrolment cannot be loaded', async () => {
    fingirRede({ 'GET /v1/inscricao/900': { status: 500, data: { message: 'Falhou.', errors: [] } } });
    renderizarEm(
      <ComprovantePagina />,
      '/inscricao/confirmacao-matricula',
      '/inscricao/confirmacao-matricula?idInscricao=900',
    );
    expect(
      await screen.findByRole('alert', { name: 'Não foi possível carregar esta página' }),
    ).toHaveTextContent('Falhou.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  // "Tentar novamente" made the page load with no data: the h1 went away with the retry button, and focus fell to
  // <body>. A retry keeps the h1 (the failure stays in `erro` while it runs), where the focus waits (EstadoCarga).
  it('a retry keeps the h1, with the focus on it, until the enrolment arrives', async () => {
    fingirRede({ 'GET /v1/inscricao/900': { status: 500, data: { message: 'Falhou.', errors: [] } } });
    renderizarEm(
      <ComprovantePagina />,
      '/inscricao/confirmacao-matricula',
      '/inscricao/confirmacao-matricula?idInscricao=900',
    );
    const tentar = await screen.findByRole('button', { name: 'Tentar novamente' });
    let responder: (dados: ReturnType<typeof inscricao>) => void = () => undefined;
    jest.spyOn(inscricaoApi, 'obter').mockReturnValueOnce(new Promise((r) => (responder = r)));
    await userEvent.click(tentar);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Comprovante de inscrição' });
    await waitFor(() => expect(h1).toHaveFocus());
    act(() => responder(inscricao({ id: 900 })));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inscrição confirmada' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('after a change, says the enrolment was changed, with its number', async () => {
    fingirRede({ 'GET /v1/inscricao/501': { data: inscricao({ id: 501 }) } });
    renderizarEm(
      <ComprovantePagina />,
      '/inscricao/confirmacao-matricula',
      '/inscricao/confirmacao-matricula?idInscricao=501&alteracao=1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscrição alterada' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'A inscrição de número 501 foi alterada' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Inscrição confirmada')).not.toBeInTheDocument();
  });

  it('shows the course format on the receipt', async () => {
    fingirRede({ 'GET /v1/inscricao/900': { data: inscricao({ id: 900, formatoCurso: 'ONLINE' }) } });
    renderizarEm(
      <ComprovantePagina />,
      '/inscricao/confirmacao-matricula',
      '/inscricao/confirmacao-matricula?idInscricao=900',
    );
    expect(await screen.findByText('On-line')).toBeInTheDocument();
  });
});
