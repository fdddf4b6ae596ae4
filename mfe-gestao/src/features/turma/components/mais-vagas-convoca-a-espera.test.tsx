import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fingirRede, restaurarRede, type ChamadaFeita } from '@portal/shared-auth/testes';
import { renderizarRotasDoRemoto } from '@portal/remoto/testes';
import { Rotas } from '../../../app/routes';
import { entrarNaEquipe, inscricao, pagina, turma } from '../../../testes/dados';

afterEach(restaurarRede);

/**
 * Class 7 has 3 seats, all taken, and two people waiting. Raising the seats calls up the first in line (decision
 * 1521): the staff member is asked first, chooses the deadline, is told what happened, and the list shows it
 * (issue 28, item 10).
 */
function abrirTurmaCheia() {
  entrarNaEquipe('Executora');
  let convocou = false;
  const lista = () =>
    pagina([
      inscricao(11, { status: 4 }),
      inscricao(12, { status: 4 }),
      inscricao(13, { status: 4 }),
      inscricao(21, {
        nome: 'Fernanda Rocha',
        ...(convocou
          ? { status: 3, prazoConvocacao: '2026-12-03T02:59:59Z' }
          : { status: 6, posicaoNaEspera: 1 }),
      }),
      inscricao(22, { nome: 'Gabriel Lima', status: 6, posicaoNaEspera: convocou ? 1 : 2 }),
    ]);
  const chamadas = fingirRede(
    {
      'GET /v1/gestao/turmas/7': () => ({
        data: turma(
          convocou
            ? { vagas: 4, inscritos: 0, convocados: 1, matriculados: 3, emEspera: 1 }
            : { vagas: 3, inscritos: 0, convocados: 0, matriculados: 3, emEspera: 2 },
        ),
      }),
      'GET /v1/gestao/turmas/7/inscricoes': (chamada: ChamadaFeita) => {
        const todas = lista();
        const status = chamada.params?.status;
        return { data: status ? pagina(todas.itens.filter((i) => i.status === status)) : todas };
      },
      'PUT /v1/gestao/turmas/7/vagas': () => {
        convocou = true;
        return {
          data: {
            ...turma({ vagas: 4, inscritos: 0, convocados: 1, matriculados: 3, emEspera: 1 }),
            convocadas: [{ idInscricao: 21, nome: 'Fernanda Rocha', prazo: '2026-12-03T02:59:59Z' }],
          },
        };
      },
    },
    { ignorarCookieCsrf: true },
  );
  renderizarRotasDoRemoto(<Rotas />, '/gestao/turmas/7');
  return chamadas;
}

/** Types 4 seats and asks for them: the confirmation opens. Returns the seats field. */
async function pedirQuatroVagas(): Promise<HTMLElement> {
  const vagas = await screen.findByLabelText(/Número de vagas/);
  await userEvent.clear(vagas);
  await userEvent.type(vagas, '4');
  await userEvent.click(screen.getByRole('button', { name: 'Alterar vagas' }));
  return vagas;
}

it('aumentar as vagas pergunta antes quem será convocado, com o prazo escolhido, e a lista mostra o resultado', async () => {
  const chamadas = abrirTurmaCheia();
  await pedirQuatroVagas();

  // Nothing changes before the staff member confirms.
  expect(
    await screen.findByText('Aumentar para 4 vagas vai convocar Fernanda Rocha, 1ª da espera.'),
  ).toBeVisible();
  expect(chamadas.some((c) => c.metodo === 'PUT')).toBe(false);
  const prazo = screen.getByLabelText('Prazo para a convocada confirmar (dias úteis)');
  expect(prazo).toHaveValue('3');
  await userEvent.clear(prazo);
  await userEvent.type(prazo, '7');
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar: aumentar e convocar' }));

  expect(
    await screen.findByText(
      'Vagas alteradas para 4. Convocada da lista de espera: Fernanda Rocha, com prazo para confirmar até 02/12/2026.',
    ),
  ).toHaveAttribute('role', 'status');
  expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toEqual({ vagas: 4, prazoDiasUteis: 7 });
  // The list is read again: Fernanda shows as called up without a reload.
  const tabela = await screen.findByRole('table', { name: /Inscrições/ });
  await waitFor(() =>
    expect(within(tabela).getByRole('row', { name: /Fernanda Rocha/ })).toHaveTextContent(
      'Confirmar até 02/12/2026',
    ),
  );
});

it('cancelar a pergunta não muda nada', async () => {
  const chamadas = abrirTurmaCheia();
  await pedirQuatroVagas();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByText(/vai convocar/)).not.toBeInTheDocument();
  expect(chamadas.some((c) => c.metodo === 'PUT')).toBe(false);
});

// The confirmation's buttons leave the page with it: the focus goes back to "Alterar vagas", never to <body>.
it('confirmar as vagas leva o foco de volta a "Alterar vagas"', async () => {
  abrirTurmaCheia();
  await pedirQuatroVagas();
  await userEvent.click(await screen.findByRole('button', { name: 'Confirmar: aumentar e convocar' }));

  expect(await screen.findByText(/^Vagas alteradas para 4\./)).toHaveAttribute('role', 'status');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Alterar vagas' })).toHaveFocus());
});

it('cancelar a pergunta devolve o foco a "Alterar vagas"', async () => {
  abrirTurmaCheia();
  const vagas = await pedirQuatroVagas();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));

  await waitFor(() => expect(screen.getByRole('button', { name: 'Alterar vagas' })).toHaveFocus());
  expect(vagas).toHaveValue('4');
});

it('as seções da turma são lidas separadas ("Inscrições", "Histórico"), não como uma palavra só', async () => {
  entrarNaEquipe('Administrador');
  fingirRede(
    {
      'GET /v1/gestao/turmas/7': { data: turma() },
      'GET /v1/gestao/turmas/7/inscricoes': { data: pagina([inscricao(11)]) },
    },
    { ignorarCookieCsrf: true },
  );
  renderizarRotasDoRemoto(<Rotas />, '/gestao/turmas/7');
  const secoes = await screen.findByRole('navigation', { name: 'Seções da turma' });
  expect(
    within(secoes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Inscrições', 'Histórico']);
});
