import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fingirRede, restaurarRede, type ChamadaFeita } from '@portal/shared-auth/testes';
import { renderizarRotasDoRemoto } from '@portal/remoto/testes';
import { Rotas } from '../../../app/routes';
import { entrarNaEquipe, inscricao, turma } from '../../../testes/dados';

afterEach(restaurarRede);

/** Class 7 with 25 active enrolments (ids 100 to 124), 20 a page; a call-up takes them out of "Ativa". */
function abrirTurmaCom25Ativas(endereco: string) {
  entrarNaEquipe('Executora');
  const ativas = new Set(Array.from({ length: 25 }, (_, i) => 100 + i));
  fingirRede(
    {
      'GET /v1/gestao/turmas/7': { data: turma({ inscritos: 25 }) },
      'GET /v1/gestao/turmas/7/inscricoes': (chamada: ChamadaFeita) => {
        const pagina = Number(chamada.params?.pagina ?? 1);
        const lista = [...ativas].map((id) => inscricao(id));
        return {
          data: {
            itens: lista.slice((pagina - 1) * 20, pagina * 20),
            total: lista.length,
            pagina,
            porPagina: 20,
          },
        };
      },
      'POST /v1/gestao/turmas/7/convocacoes': (chamada: ChamadaFeita) => {
        const ids = (chamada.corpo as { idsInscricao: number[] }).idsInscricao;
        ids.forEach((id) => ativas.delete(id));
        const prazo = '2026-11-26T02:59:59Z';
        return {
          status: 201,
          data: { convocadas: ids.map((id, i) => ({ idInscricao: id, idConvocacao: i + 1, prazo })), prazo },
        };
      },
    },
    { ignorarCookieCsrf: true },
  );
  renderizarRotasDoRemoto(<Rotas />, endereco);
}

// Filtered by "Ativa", calling up the 5 rows of the last page empties it: the reload said "20 inscrições
// encontradas." with no rows and no paging. The list goes to the last page that exists.
it('convocar todas as linhas da última página (filtro Ativa) leva à última página que ainda existe', async () => {
  abrirTurmaCom25Ativas('/gestao/turmas/7?status=1&pagina=2');
  await screen.findByText('Página 2 de 2');
  for (let id = 120; id < 125; id += 1)
    await userEvent.click(screen.getByRole('checkbox', { name: `Selecionar Candidata ${id}` }));
  await userEvent.click(screen.getByRole('button', { name: 'Convocar selecionados (5)' }));

  expect(
    await screen.findByText('5 inscrições convocadas. Prazo para confirmar: 25/11/2026.'),
  ).toBeInTheDocument();
  const tabela = await screen.findByRole('table', { name: 'Inscrições, página 1 de 1' });
  expect(within(tabela).getAllByRole('checkbox')).toHaveLength(20);
  expect(screen.getByText('20 inscrições encontradas.')).toHaveAttribute('role', 'status');
  expect(screen.getByTestId('local')).toHaveTextContent(/^\/gestao\/turmas\/7\?status=1$/);
});
