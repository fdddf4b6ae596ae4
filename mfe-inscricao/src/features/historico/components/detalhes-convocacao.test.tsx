import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InscricaoDetalhe } from '@portal/contracts';
import { fingirRede } from '@portal/shared-auth/testes';
import { CONFIRMAR, convocada, noDiaDaConvocacao } from '../../../testes/convocacao';
import { inscricao } from '../../../testes/fixtures';
import { renderizarEm } from '../../../testes/renderizar';
import { DetalhesPagina } from './pagina-detalhes';

const DETALHE = 'GET /v1/inscricao/501';

noDiaDaConvocacao();

/** The details page, whose enrolment is `antes` until ConfirmarMatricula is called and `depois` from then on. */
function abrir(antes: InscricaoDetalhe, depois: InscricaoDetalhe = antes) {
  let confirmou = false;
  const chamadas = fingirRede(
    {
      [DETALHE]: () => ({ data: confirmou ? depois : antes }),
      [CONFIRMAR]: () => {
        confirmou = true;
        return { data: depois };
      },
    },
    { ignorarCookieCsrf: true },
  );
  renderizarEm(<DetalhesPagina />, '/inscricao/detalhes/:idInscricao', '/inscricao/detalhes/501');
  return chamadas;
}

/** The value of the "Situação" line of the enrolment's description list. */
async function situacao(): Promise<HTMLElement> {
  const rotulo = await screen.findByText('Situação', { selector: 'dt' });
  return rotulo.nextElementSibling as HTMLElement;
}

describe('DetalhesPagina: convocação (decisão 1540)', () => {
  it('"Adicionar à agenda" aparece só na convocação, ao lado de "Confirmar matrícula" (decisão 0410)', async () => {
    abrir(convocada);
    expect(
      await screen.findByRole('button', {
        name: 'Adicionar à agenda o prazo da convocação e o início do curso Assistente Administrativo',
      }),
    ).toBeInTheDocument();
  });

  it('uma inscrição ativa não oferece a agenda nos detalhes', async () => {
    abrir(inscricao());
    await situacao();
    expect(screen.queryByRole('button', { name: /^Adicionar à agenda/ })).not.toBeInTheDocument();
  });

  it('a called-up enrolment shows the deadline as a date, the time left in words and the button to confirm', async () => {
    abrir(convocada);
    const valor = await situacao();
    expect(valor).toHaveTextContent('Convocada');
    expect(valor).toHaveTextContent('Você foi convocado(a). Confirme até 26/11/2026 (faltam 2 dias).');
    // The countdown is not a live region: a screen reader is not told every time it changes.
    expect(
      within(valor)
        .getByText(/faltam 2 dias/)
        .closest('[aria-live], [role="status"], [role="alert"]'),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Confirmar matrícula do curso Assistente Administrativo' }),
    ).toBeEnabled();
  });

  it('the countdown follows the clock, a minute at a time', async () => {
    abrir(convocada);
    const valor = await situacao();
    act(() => jest.advanceTimersByTime(2 * 24 * 60 * 60_000 + 11 * 60 * 60_000 + 30 * 60_000));
    expect(valor).toHaveTextContent('(falta 1 hora)');
  });

  it('confirming sends the call-up id; the page then shows Matriculada, with no deadline and no button', async () => {
    const chamadas = abrir(convocada, inscricao({ idStatusInscricao: 4, idConvocacao: 9001 }));
    await situacao();
    await userEvent.click(screen.getByRole('button', { name: /^Confirmar matrícula/ }));
    expect(chamadas.find((c) => c.chave === CONFIRMAR)?.params).toEqual({
      idInscricao: 501,
      idConvocado: 9001,
    });
    await screen.findByText('Matriculada');
    expect(await situacao()).not.toHaveTextContent(/Confirme até/);
    expect(screen.queryByRole('button', { name: /^Confirmar matrícula/ })).not.toBeInTheDocument();
  });

  it('a place on the waiting list shows its number, as on the history page', async () => {
    abrir(inscricao({ idStatusInscricao: 6, posicaoNaEspera: 2 }));
    expect(await situacao()).toHaveTextContent('Lista de espera — você é o Nº 2');
  });
});
