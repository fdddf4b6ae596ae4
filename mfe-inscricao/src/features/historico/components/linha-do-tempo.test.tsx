import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { LinhaDoTempo } from './linha-do-tempo';

beforeEach(() => entrarComo());
afterEach(restaurarRede);

const EVENTOS = [
  { status: 1, nomeStatus: 'Ativa', em: '2026-11-20T13:00:00Z', motivo: 'inscrição feita' },
  { status: 3, nomeStatus: 'Convocada', em: '2026-11-23T15:30:00Z', motivo: 'convocação' },
  { status: 7, nomeStatus: 'Convocação expirada', em: '2026-11-27T03:00:00Z', motivo: 'prazo encerrado' },
];

/** Opens the timeline of enrolment 501 and reads its rows as the citizen reads them. */
async function itensAbertos(): Promise<(string | null)[]> {
  render(<LinhaDoTempo idInscricao={501} />);
  await userEvent.click(screen.getByRole('button', { name: 'Linha do tempo da inscrição 501' }));
  const lista = await screen.findByRole('list');
  return within(lista)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

describe('LinhaDoTempo', () => {
  it('is a disclosure: closed at first, and opening it reads and lists the timeline once', async () => {
    const chamadas = fingirRede({ 'GET /v1/inscricao/501/linha-do-tempo': { data: EVENTOS } });
    render(<LinhaDoTempo idInscricao={501} />);
    const botao = screen.getByRole('button', { name: 'Linha do tempo da inscrição 501' });
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    expect(chamadas).toHaveLength(0);

    await userEvent.click(botao);
    expect(botao).toHaveAttribute('aria-expanded', 'true');
    const lista = await screen.findByRole('list');
    expect(document.getElementById(botao.getAttribute('aria-controls')!)).toContainElement(lista);
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '20/11/2026, 10:00: Inscrição feita',
      '23/11/2026, 12:30: Convocado(a) para a matrícula',
      '27/11/2026, 00:00: Convocação expirada',
    ]);

    await userEvent.click(botao);
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    expect(lista).not.toBeVisible();
    await userEvent.click(botao);
    expect(chamadas).toHaveLength(1);
  });

  it('tells a class change (status 1 to 1, reason "troca de turma") apart from the enrolment itself', async () => {
    fingirRede({
      'GET /v1/inscricao/501/linha-do-tempo': {
        data: [
          EVENTOS[0],
          { status: 1, nomeStatus: 'Ativa', em: '2026-11-21T14:00:00Z', motivo: 'troca de turma' },
        ],
      },
    });
    expect(await itensAbertos()).toEqual([
      '20/11/2026, 10:00: Inscrição feita',
      '21/11/2026, 11:00: Troca de turma',
    ]);
  });

  // Two audit rows can share the instant and the status (a class change written with the enrolment): a key made of
  // those two clashed, and React warned and could drop or repeat one of them when the list changed.
  it('lists two rows with the same instant and status, each once, without a key clash', async () => {
    const erro = jest.spyOn(console, 'error');
    fingirRede({
      'GET /v1/inscricao/501/linha-do-tempo': {
        data: [EVENTOS[0], { ...EVENTOS[0], motivo: 'troca de turma' }],
      },
    });
    expect(await itensAbertos()).toEqual([
      '20/11/2026, 10:00: Inscrição feita',
      '20/11/2026, 10:00: Troca de turma',
    ]);
    expect(erro).not.toHaveBeenCalled();
    erro.mockRestore();
  });

  it("says why when the timeline cannot be read, in the API's words", async () => {
    fingirRede({
      'GET /v1/inscricao/501/linha-do-tempo': {
        status: 403,
        data: { message: 'Esta inscrição é de outra pessoa.', errors: [] },
      },
    });
    render(<LinhaDoTempo idInscricao={501} />);
    await userEvent.click(screen.getByRole('button', { name: 'Linha do tempo da inscrição 501' }));
    expect(await screen.findByText('Esta inscrição é de outra pessoa.')).toBeInTheDocument();
  });
});
