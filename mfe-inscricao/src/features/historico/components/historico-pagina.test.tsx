import { screen, within } from '@testing-library/react';
import { inscricao } from '../../../comum/teste/fixtures';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { renderizarEm } from '../../../comum/teste/renderizar';
import { HistoricoPagina } from './historico-pagina';

beforeEach(() => entrarComo());
afterEach(restaurarRede);

function abrir(canceladas: unknown[]) {
  const chamadas = fingirRede({
    'GET /v1/inscricao/usuario/meuscursosstatus/7/todos/todos/': {
      data: [inscricao(), inscricao({ id: 400, idStatusInscricao: 2 })],
    },
    'GET /v1/inscricao/usuario/getInscricaoCancelada/7/': { data: canceladas },
    'PUT /v1/inscricao/viaRapida/updateAvisoCancelamento/400': {
      data: inscricao({ id: 400, idStatusInscricao: 2, avisoCancelamentoVisto: true }),
    },
  });
  renderizarEm(<HistoricoPagina />, '/inscricao/historico', '/inscricao/historico');
  return chamadas;
}

describe('HistoricoPagina', () => {
  it('lists every enrolment with status, class and dates, and actions only where they apply', async () => {
    abrir([]);
    const ativa = (await screen.findByRole('cell', { name: '501' })).closest('tr') as HTMLElement;
    expect(within(ativa).getByText('Ativa')).toBeInTheDocument();
    expect(within(ativa).getByText('Unidade Centro, São Paulo — Noite, 19:00 às 22:00')).toBeInTheDocument();
    expect(within(ativa).getByRole('button', { name: /^Cancelar inscrição/ })).toBeInTheDocument();
    const cancelada = screen.getByRole('cell', { name: '400' }).closest('tr') as HTMLElement;
    expect(within(cancelada).getByText('Cancelada')).toBeInTheDocument();
    expect(within(cancelada).queryByRole('button')).not.toBeInTheDocument();
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
