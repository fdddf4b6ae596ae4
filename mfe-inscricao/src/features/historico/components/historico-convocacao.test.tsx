import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InscricaoDetalhe } from '@portal/contracts';
import { fingirRede } from '@portal/shared-auth/testes';
import { Notificacoes } from '@portal/ui';
import { CONFIRMAR, convocada, noDiaDaConvocacao } from '../../../testes/convocacao';
import { inscricao } from '../../../testes/fixtures';
import { renderizarEm } from '../../../testes/renderizar';
import { HistoricoPagina } from './pagina-historico';

const LISTA = 'GET /v1/inscricao/usuario/meuscursosstatus/7/todos/todos';
const EXPIRADA =
  'O prazo para confirmar a matrícula terminou. A vaga foi oferecida ao próximo da lista de espera.';

noDiaDaConvocacao();

/** The history page whose list answers `antes` until ConfirmarMatricula is called, and `depois` from then on. */
function abrir(antes: InscricaoDetalhe[], confirmacao = {}, depois: InscricaoDetalhe[] = antes) {
  let confirmou = false;
  const chamadas = fingirRede(
    {
      [LISTA]: () => ({ data: confirmou ? depois : antes }),
      'GET /v1/inscricao/usuario/getInscricaoCancelada/7': { data: [] },
      [CONFIRMAR]: () => {
        confirmou = true;
        return confirmacao;
      },
    },
    { ignorarCookieCsrf: true },
  );
  renderizarEm(
    <>
      <HistoricoPagina />
      <Notificacoes />
    </>,
    '/inscricao/historico',
    '/inscricao/historico',
  );
  return chamadas;
}

async function linha(id = 501): Promise<HTMLElement> {
  return (await screen.findByRole('cell', { name: String(id) })).closest('tr') as HTMLElement;
}

describe('HistoricoPagina: convocação', () => {
  it('a called-up enrolment shows the deadline as a date, the time left in words and the button to confirm', async () => {
    abrir([convocada]);
    const convocacao = await linha();
    expect(convocacao).toHaveTextContent('Você foi convocado(a). Confirme até 26/11/2026 (faltam 2 dias).');
    const restante = within(convocacao).getByText(/faltam 2 dias/);
    // The countdown is not a live region: a screen reader is not told every time it changes.
    expect(restante.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(
      within(convocacao).getByRole('button', {
        name: 'Confirmar matrícula do curso Assistente Administrativo',
      }),
    ).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Convocação para matrícula' })).toHaveTextContent(
      'Confirme até 26/11/2026.',
    );
  });

  it('on the history itself the notice does not link to the page it is on: it says where the button is', async () => {
    abrir([convocada]);
    await linha();
    const aviso = screen.getByRole('region', { name: 'Convocação para matrícula' });
    expect(within(aviso).queryByRole('link')).not.toBeInTheDocument();
    expect(aviso).toHaveTextContent('Use o botão “Confirmar matrícula” da inscrição, na lista abaixo.');
  });

  it('the countdown follows the clock, a minute at a time', async () => {
    abrir([convocada]);
    const convocacao = await linha();
    act(() => jest.advanceTimersByTime(2 * 24 * 60 * 60_000 + 11 * 60 * 60_000 + 30 * 60_000));
    expect(convocacao).toHaveTextContent('(falta 1 hora)');
    act(() => jest.advanceTimersByTime(60 * 60_000));
    expect(convocacao).toHaveTextContent('(falta menos de 1 hora)');
  });

  it('confirming sends the call-up id, and the page then shows Matriculada and says so', async () => {
    const chamadas = abrir([convocada], { data: inscricao({ idStatusInscricao: 4 }) }, [
      inscricao({ idStatusInscricao: 4, idConvocacao: 9001 }),
    ]);
    const convocacao = await linha();
    await userEvent.click(within(convocacao).getByRole('button', { name: /^Confirmar matrícula/ }));
    expect(chamadas.find((c) => c.chave === CONFIRMAR)?.params).toEqual({
      idInscricao: 501,
      idConvocado: 9001,
    });
    expect(await screen.findByText('Matrícula confirmada.')).toBeInTheDocument();
    expect(await within(convocacao).findByText('Matriculada')).toBeInTheDocument();
    expect(
      within(convocacao).queryByRole('button', { name: /^Confirmar matrícula/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Convocação para matrícula' })).not.toBeInTheDocument();
    // The button is gone: the focus stays in the row, on its actions (a named group), not lost to the page's start.
    expect(convocacao).toContainElement(document.activeElement as HTMLElement);
    expect(
      within(convocacao).getByRole('group', { name: /^Ações da inscrição nº 501 no curso / }),
    ).toHaveFocus();
  });

  it("after the deadline (409) it shows the API's message and the list as it is now", async () => {
    const chamadas = abrir([convocada], { status: 409, data: { message: EXPIRADA, errors: [] } }, [
      inscricao({ idStatusInscricao: 7, idConvocacao: 9001 }),
    ]);
    const convocacao = await linha();
    await userEvent.click(within(convocacao).getByRole('button', { name: /^Confirmar matrícula/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRADA);
    expect(await within(convocacao).findByText('Convocação expirada')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.chave === LISTA)).toHaveLength(2);
    expect(
      within(convocacao).queryByRole('button', { name: /^Confirmar matrícula/ }),
    ).not.toBeInTheDocument();
    // The refused button is gone too: the focus waits on the row's actions, which begin with the refusal.
    expect(
      within(convocacao).getByRole('group', { name: /^Ações da inscrição nº 501 no curso / }),
    ).toHaveFocus();
    expect(document.activeElement).toContainElement(screen.getByRole('alert'));
  });

  it('a place on the waiting list shows its number, and can be given up', async () => {
    abrir([inscricao({ idStatusInscricao: 6, posicaoNaEspera: 3 })]);
    const espera = await linha();
    expect(espera).toHaveTextContent('Lista de espera — você é o Nº 3');
    expect(within(espera).getByRole('button', { name: /^Cancelar inscrição/ })).toBeInTheDocument();
  });
});
