import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { escolhasStore } from '@portal/shared-auth';
import { inscricao } from '../../../testes/fixtures';
import { entrarComo, fingirRede, restaurarRede, semRede } from '@portal/shared-auth/testes';
import { renderizarEm } from '../../../testes/renderizar';
import { HistoricoPagina } from './pagina-historico';

beforeEach(() => entrarComo());
afterEach(restaurarRede);

function abrir(canceladas: unknown[]) {
  const chamadas = fingirRede({
    'GET /v1/inscricao/usuario/meuscursosstatus/7/todos/todos': {
      data: [inscricao(), inscricao({ id: 400, idStatusInscricao: 2 })],
    },
    'GET /v1/inscricao/usuario/getInscricaoCancelada/7': { data: canceladas },
    'PUT /v1/inscricao/viaRapida/updateAvisoCancelamento/400': {
      data: inscricao({ id: 400, idStatusInscricao: 2, avisoCancelamentoVisto: true }),
    },
  });
  renderizarEm(<HistoricoPagina />, '/inscricao/historico', '/inscricao/historico');
  return chamadas;
}

describe('HistoricoPagina', () => {
  it('sem conexão mostra as últimas inscrições vistas neste aparelho, com a data e a hora, sem erro', async () => {
    localStorage.clear();
    abrir([]);
    await screen.findByRole('cell', { name: '501' });
    cleanup();
    semRede();
    const erro = jest.spyOn(console, 'error');
    renderizarEm(<HistoricoPagina />, '/inscricao/historico', '/inscricao/historico');
    expect(await screen.findByRole('cell', { name: '501' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Sem conexão — informações de \d{2}\/\d{2} às \d{2}:\d{2}$/),
    ).toBeInTheDocument();
    expect(erro).not.toHaveBeenCalled();
    erro.mockRestore();
  });

  it('lists every enrolment with status, class and dates, and actions only where they apply', async () => {
    abrir([]);
    const ativa = (await screen.findByRole('cell', { name: '501' })).closest('tr') as HTMLElement;
    expect(within(ativa).getByText('Ativa')).toBeInTheDocument();
    expect(within(ativa).getByText('Unidade Centro, São Paulo — Noite, 19:00 às 22:00')).toBeInTheDocument();
    expect(within(ativa).getByRole('button', { name: /^Cancelar inscrição/ })).toBeInTheDocument();
    const cancelada = screen.getByRole('cell', { name: '400' }).closest('tr') as HTMLElement;
    expect(within(cancelada).getByText('Cancelada')).toBeInTheDocument();
    // A cancelled enrolment can only show its timeline.
    expect(
      within(cancelada)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Linha do tempo da inscrição 400']);
    expect(within(cancelada).getByRole('link', { name: 'Ver detalhes da inscrição 400' })).toHaveAttribute(
      'href',
      '/inscricao/detalhes/400',
    );
  });

  it('shows an unseen cancellation notice once and marks it as seen', async () => {
    const chamadas = abrir([inscricao({ id: 400, idStatusInscricao: 2 })]);
    const aviso = await screen.findByRole('region', { name: 'Inscrição cancelada' });
    expect(aviso).toHaveTextContent(
      'A inscrição nº 400 no curso Assistente Administrativo (Unidade Centro) foi cancelada.',
    );
    await screen.findByRole('cell', { name: '400' });
    expect(chamadas.filter((c) => c.metodo === 'PUT').map((c) => c.url)).toEqual([
      '/v1/inscricao/viaRapida/updateAvisoCancelamento/400',
    ]);
  });

  it('shows no notice when the cancellations were already seen', async () => {
    const chamadas = abrir([inscricao({ id: 400, idStatusInscricao: 2, avisoCancelamentoVisto: true })]);
    await screen.findByRole('cell', { name: '400' });
    expect(screen.queryByRole('region', { name: 'Inscrição cancelada' })).not.toBeInTheDocument();
    expect(chamadas.some((c) => c.metodo === 'PUT')).toBe(false);
  });
});

describe('HistoricoPagina: respostas lidas como o schema da API', () => {
  it('uma lista fora do formato não vira tabela: a página diz que não carregou', async () => {
    fingirRede({
      'GET /v1/inscricao/usuario/meuscursosstatus/7/todos/todos': {
        data: [{ ...inscricao(), turmaPrincipal: null }],
      },
      'GET /v1/inscricao/usuario/getInscricaoCancelada/7': { data: [] },
    });
    renderizarEm(<HistoricoPagina />, '/inscricao/historico', '/inscricao/historico');
    expect(await screen.findByText('Não foi possível carregar esta página')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('HistoricoPagina: cancelar e depois se inscrever de novo', () => {
  it('cancelling clears the update draft, the stored choices and the flow drafts, so the next enrolment is a new one', async () => {
    fingirRede({
      'GET /v1/inscricao/usuario/meuscursosstatus/7/todos/todos': { data: [inscricao()] },
      'GET /v1/inscricao/usuario/getInscricaoCancelada/7': { data: [] },
      'PUT /v1/inscricao/viaRapida/cancelarInscricao/501': { data: inscricao({ idStatusInscricao: 2 }) },
    });
    escolhasStore.setState({
      inscricaoAtualizacao: inscricao(),
      curso: { idCurso: 11, idModalidade: 22 },
      municipio: { idMunicipio: 3550308 },
      opcaoInscricao: { idTurma: 31, idOrdemServico: 21 },
      formatoCurso: { formatoCurso: 'PRESENCIAL' },
    });
    sessionStorage.setItem('rascunho:inscricao:curso', '11');
    renderizarEm(<HistoricoPagina />, '/inscricao/historico', '/inscricao/historico');
    const ativa = (await screen.findByRole('cell', { name: '501' })).closest('tr') as HTMLElement;
    await userEvent.click(within(ativa).getByRole('button', { name: /^Cancelar inscrição/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim, cancelar inscrição' }));
    await waitFor(() => expect(escolhasStore.getState().inscricaoAtualizacao).toBeNull());
    expect(escolhasStore.getState()).toMatchObject({
      curso: null,
      municipio: null,
      opcaoInscricao: null,
      formatoCurso: null,
    });
    expect(sessionStorage.getItem('rascunho:inscricao:curso')).toBeNull();
  });

  it('shows the format of the course the candidate enrolled in', async () => {
    abrir([]);
    const ativa = (await screen.findByRole('cell', { name: '501' })).closest('tr') as HTMLElement;
    expect(within(ativa).getByText('Presencial')).toBeInTheDocument();
  });
});

// Issue 28 §11: at 360 px the 735 px table put "Situação" and every action off-screen in a sideways-scrolling box.
describe('HistoricoPagina on a narrow screen', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((consulta: string) => ({
      matches: consulta.includes('max-width'),
      media: consulta,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows each enrolment as a card with its status and actions, and no table', async () => {
    abrir([]);
    const cartao = (
      await screen.findByRole('heading', { level: 2, name: /Assistente Administrativo — nº 501/ })
    ).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cartao).getByText('Ativa')).toBeInTheDocument();
    expect(within(cartao).getByText('Unidade Centro, São Paulo — Noite, 19:00 às 22:00')).toBeInTheDocument();
    expect(within(cartao).getByRole('button', { name: /^Cancelar inscrição/ })).toBeInTheDocument();
    expect(within(cartao).getByRole('link', { name: 'Ver detalhes da inscrição 501' })).toHaveAttribute(
      'href',
      '/inscricao/detalhes/501',
    );
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('cartao'))).toHaveLength(2);
  });
});

// Found by the history's reading-order journey (28/11/2026): turning the phone (table ↔ cards) closed an open timeline.
describe('HistoricoPagina when the screen turns', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('keeps an open timeline open when the table becomes cards', async () => {
    let estreita = false;
    const ouvintes = new Set<() => void>();
    window.matchMedia = ((consulta: string) => ({
      get matches() {
        return estreita;
      },
      media: consulta,
      addEventListener: (_: string, ouvinte: () => void) => ouvintes.add(ouvinte),
      removeEventListener: (_: string, ouvinte: () => void) => ouvintes.delete(ouvinte),
    })) as unknown as typeof window.matchMedia;
    abrir([]);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Linha do tempo da inscrição 400' }));
    expect(screen.getByRole('button', { name: 'Linha do tempo da inscrição 400' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    estreita = true;
    act(() => ouvintes.forEach((ouvinte) => ouvinte()));

    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Linha do tempo da inscrição 400' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Linha do tempo da inscrição 501' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
