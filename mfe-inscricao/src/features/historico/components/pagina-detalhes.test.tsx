import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mensagem } from '@portal/contracts';
import { escolhasStore, notificar } from '@portal/shared-auth';
import { inscricao } from '../../../testes/fixtures';
import { entrarComo, fingirRede, restaurarRede, type RotasFalsas } from '@portal/shared-auth/testes';
import { renderizarEm } from '../../../testes/renderizar';
import { DetalhesPagina } from './pagina-detalhes';

function abrir(rotas: RotasFalsas) {
  const chamadas = fingirRede({ 'GET /v1/inscricao/501': { data: inscricao() }, ...rotas });
  renderizarEm(<DetalhesPagina />, '/inscricao/detalhes/:idInscricao', '/inscricao/detalhes/501');
  return chamadas;
}

beforeEach(() => entrarComo());
afterEach(restaurarRede);

describe('DetalhesPagina', () => {
  it('shows number, status, class and dates', async () => {
    abrir({});
    const dados = await screen.findByText('Número da inscrição');
    const lista = dados.closest('dl') as HTMLElement;
    expect(within(lista).getByText('501')).toBeInTheDocument();
    expect(within(lista).getByText('Ativa')).toBeInTheDocument();
    expect(within(lista).getByText('Turma 31: Noite, 19:00 às 22:00')).toBeInTheDocument();
    expect(within(lista).getByText('01/02/2027 a 30/04/2027')).toBeInTheDocument();
  });

  it('asks before cancelling; backing out with Escape sends nothing and returns focus', async () => {
    const chamadas = abrir({});
    const botao = await screen.findByRole('button', {
      name: 'Cancelar inscrição do curso Assistente Administrativo',
    });
    await userEvent.click(botao);
    const dialogo = screen.getByRole('alertdialog', { name: 'Cancelar inscrição?' });
    expect(within(dialogo).getByRole('button', { name: 'Não, manter inscrição' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(botao).toHaveFocus();
    expect(chamadas.some((c) => c.metodo === 'PUT')).toBe(false);
  });

  it('cancels after confirmation and reloads the enrolment', async () => {
    let cancelada = false;
    const chamadas = abrir({
      'GET /v1/inscricao/501': () => ({ data: inscricao({ idStatusInscricao: cancelada ? 2 : 1 }) }),
      'PUT /v1/inscricao/viaRapida/cancelarInscricao/501': () => {
        cancelada = true;
        return { data: inscricao({ idStatusInscricao: 2 }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Cancelar inscrição/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sim, cancelar inscrição' }));
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo === 'PUT').map((c) => c.url)).toEqual([
      '/v1/inscricao/viaRapida/cancelarInscricao/501',
    ]);
    expect(screen.queryByRole('button', { name: /Cancelar inscrição/ })).not.toBeInTheDocument();
    // The dialog gave the focus back to "Cancelar inscrição", which the reload removed: it waits on the row's actions
    // instead, a group a screen reader names, not a box without a name.
    const acoes = screen.getByRole('group', { name: /^Ações da inscrição nº 501 no curso / });
    await waitFor(() => expect(acoes).toHaveFocus());
  });

  // Leaving the waiting list frees no seat (decision 1500): the toast says what happened, not "A vaga foi liberada".
  it.each([
    [1, 'Inscrição cancelada. A vaga foi liberada.'],
    [6, 'Você saiu da lista de espera.'],
  ])('cancelar uma inscrição com status %i avisa: %s', async (idStatusInscricao, aviso) => {
    const toast = jest.spyOn(notificar, 'toast');
    abrir({
      'GET /v1/inscricao/501': { data: inscricao({ idStatusInscricao }) },
      'PUT /v1/inscricao/viaRapida/cancelarInscricao/501': { data: inscricao({ idStatusInscricao: 2 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Cancelar inscrição|Sair da lista/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Sim/ }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(aviso, 'success'));
    toast.mockRestore();
  });

  // A place in line holds no seat (decision 1500): the question said one would be freed.
  it('na lista de espera, a pergunta diz que a pessoa sai da fila, não que libera uma vaga', async () => {
    abrir({ 'GET /v1/inscricao/501': { data: inscricao({ idStatusInscricao: 6 }) } });
    await userEvent.click(await screen.findByRole('button', { name: /Cancelar inscrição/ }));
    const dialogo = screen.getByRole('alertdialog');
    expect(dialogo).toHaveAccessibleDescription(expect.stringContaining('você sai da lista de espera'));
    expect(dialogo).not.toHaveAccessibleDescription(expect.stringContaining('vaga ficará livre'));
  });

  it('keeps the dialog open with the API message when cancelling fails', async () => {
    abrir({
      'PUT /v1/inscricao/viaRapida/cancelarInscricao/501': {
        status: 409,
        data: { message: Mensagem.inscricaoNaoCancelavel, errors: [] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Cancelar inscrição/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sim, cancelar inscrição' }));
    const dialogo = await screen.findByRole('alertdialog');
    // A change to the description is not announced, and the focused button was busy: the refusal is an alert in the
    // dialog (outside it, the inert page announces nothing).
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(Mensagem.inscricaoNaoCancelavel);
  });

  it('confirms a called-up enrolment with its call-up id', async () => {
    const chamadas = abrir({
      'GET /v1/inscricao/501': { data: inscricao({ idStatusInscricao: 3, idConvocacao: 5001 }) },
      'POST /v1/inscricao/ViaRapida/ConfirmarMatricula': { data: inscricao({ idStatusInscricao: 4 }) },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirmar matrícula do curso Assistente Administrativo' }),
    );
    expect(chamadas.find((c) => c.metodo === 'POST')?.params).toEqual({
      idInscricao: 501,
      idConvocado: 5001,
    });
  });

  it('"Alterar" keeps the enrolment as the draft and starts the edit flow with its course and municipality', async () => {
    abrir({});
    await userEvent.click(
      await screen.findByRole('button', { name: 'Alterar a inscrição do curso Assistente Administrativo' }),
    );
    expect(escolhasStore.getState()).toMatchObject({
      inscricaoAtualizacao: expect.objectContaining({ id: 501 }),
      curso: { idCurso: 11, idModalidade: 22 },
      municipio: { idMunicipio: 3550308 },
    });
    expect(screen.getByTestId('local')).toHaveTextContent('/inscricao/escolha-curso/novo-emprego/edit');
  });
});
