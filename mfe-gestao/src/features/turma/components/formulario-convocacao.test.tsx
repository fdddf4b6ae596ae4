import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restaurarRede } from '@portal/shared-auth/testes';
import { abrir } from '../../../testes/abrir-turma';
import { inscricao, pagina } from '../../../testes/dados';

afterEach(restaurarRede);

const CONVOCOU_NINGUEM = {
  status: 201,
  data: { convocadas: [], prazo: '2026-11-30T02:59:59Z' },
};

describe('Convocação na página da turma', () => {
  // The error sits in the field's description: without the focus there, the button just pressed keeps it in silence.
  it('um prazo inválido leva o foco ao campo, com a mensagem, sem perguntar nem chamar a API', async () => {
    const chamadas = abrir('Executora', {});
    const prazo = await screen.findByLabelText('Prazo para confirmar (dias úteis)');
    await userEvent.clear(prazo);
    await userEvent.type(prazo, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Convocar todos' }));

    await waitFor(() => expect(prazo).toHaveFocus());
    expect(prazo).toHaveAccessibleDescription(
      expect.stringContaining('Informe um prazo entre 1 e 30 dias úteis.'),
    );
    expect(prazo).toHaveValue('0');
    expect(screen.queryByRole('button', { name: 'Confirmar: convocar todos' })).not.toBeInTheDocument();
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);
  });

  // Calling everyone up sends e-mails and cannot be undone: it is asked first, in place, like closing enrolment.
  it('"Convocar todos" pergunta antes, no lugar, e só convoca ao confirmar; o foco volta ao botão', async () => {
    const chamadas = abrir('Secretaria', { 'POST /v1/gestao/turmas/7/convocacoes': CONVOCOU_NINGUEM });
    const prazo = await screen.findByLabelText('Prazo para confirmar (dias úteis)');
    await userEvent.clear(prazo);
    await userEvent.type(prazo, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Convocar todos' }));

    const pergunta = await screen.findByText(
      'Convocar todas as inscrições ativas desta turma, com 5 dias úteis para confirmar? Cada pessoa recebe a convocação por e-mail, e ela não pode ser desfeita.',
    );
    await waitFor(() => expect(pergunta).toHaveFocus());
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar: convocar todos' }));
    expect(await screen.findByText(/0 inscrições convocadas/)).toHaveAttribute('role', 'status');
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({ todos: true, prazoDiasUteis: 5 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Convocar todos' })).toHaveFocus());
  });

  it('cancelar "Convocar todos" não chama a API e devolve o foco ao botão', async () => {
    const chamadas = abrir('Executora', { 'POST /v1/gestao/turmas/7/convocacoes': CONVOCOU_NINGUEM });
    await userEvent.click(await screen.findByRole('button', { name: 'Convocar todos' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByText(/Convocar todas as inscrições ativas/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Convocar todos' })).toHaveFocus());
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);
  });

  // The button just pressed is disabled once the selection clears: in Chromium the focus fell to <body>, and a
  // keyboard or screen reader user lost their place. It goes to the result, which says what happened.
  it('depois de "Convocar selecionados", o foco vai ao resultado, que é anunciado', async () => {
    const prazo = '2026-11-26T02:59:59Z';
    abrir('Executora', {
      'POST /v1/gestao/turmas/7/convocacoes': {
        status: 201,
        data: {
          convocadas: [
            { idInscricao: 11, idConvocacao: 1, prazo },
            { idInscricao: 12, idConvocacao: 2, prazo },
          ],
          prazo,
        },
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar Candidata 11' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Candidata 12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Convocar selecionados (2)' }));

    const resultado = await screen.findByText('2 inscrições convocadas. Prazo para confirmar: 25/11/2026.');
    expect(resultado).toHaveAttribute('role', 'status');
    await waitFor(() => expect(document.activeElement).toBe(resultado));
    expect(screen.getByRole('button', { name: 'Convocar selecionados (0)' })).toBeDisabled();
  });

  it('uma convocação recusada leva o foco à mensagem da recusa', async () => {
    const recusa = 'A inscrição 11 não está ativa nesta turma; ninguém foi convocado.';
    abrir('Executora', {
      'POST /v1/gestao/turmas/7/convocacoes': { status: 409, data: { message: recusa, errors: [recusa] } },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar Candidata 11' }));
    await userEvent.click(screen.getByRole('button', { name: 'Convocar selecionados (1)' }));

    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent(recusa);
    await waitFor(() => expect(document.activeElement).toBe(alerta));
  });

  // All or nothing: the API refuses the whole call-up for the one enrolment that moved on. The staff member tries
  // again with the rest, still ticked; only what the list no longer offers drops out.
  it('uma convocação recusada (409) mantém marcadas as inscrições que continuam ativas', async () => {
    const recusa = 'A inscrição 11 não está ativa nesta turma; ninguém foi convocado.';
    let recusou = false;
    abrir('Executora', {
      'GET /v1/gestao/turmas/7/inscricoes': () => ({
        data: pagina([inscricao(11, recusou ? { status: 2 } : {}), inscricao(12), inscricao(13)]),
      }),
      'POST /v1/gestao/turmas/7/convocacoes': () => {
        recusou = true;
        return { status: 409, data: { message: recusa, errors: [recusa] } };
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar Candidata 11' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Candidata 12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Convocar selecionados (2)' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(recusa);
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Selecionar Candidata 11' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: 'Selecionar Candidata 12' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Selecionar Candidata 13' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Convocar selecionados (1)' })).toBeEnabled();
  });
});
