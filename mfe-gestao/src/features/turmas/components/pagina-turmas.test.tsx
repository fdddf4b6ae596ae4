import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { renderizarRotasDoRemoto } from '@portal/remoto/testes';
import { Rotas } from '../../../app/routes';
import { entrarNaEquipe, pagina, turma } from '../../../testes/dados';

const outra = turma({
  id: 9,
  curso: 'Eletricista',
  programa: 'Qualifica SP',
  idPrograma: 2,
  idUnidade: 5,
  unidade: 'Escola Norte',
});

beforeEach(() => entrarNaEquipe('Executora'));
afterEach(restaurarRede);

describe('/gestao (Turmas)', () => {
  it('mostra as turmas com vagas e contagens, e anuncia quantas encontrou', async () => {
    fingirRede({ 'GET /v1/gestao/turmas': { data: pagina([turma(), outra]) } });
    renderizarRotasDoRemoto(<Rotas />, '/gestao');

    const tabela = await screen.findByRole('table', { name: 'Turmas, página 1 de 1' });
    const linha = within(tabela).getByRole('row', { name: /Auxiliar administrativo — Manhã/ });
    expect(
      within(linha)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Via Rápida Emprego',
      'Escola Central, Campinas',
      '01/12/2026',
      '30',
      '4',
      '1',
      '0',
      '0',
      'Abertas',
    ]);
    expect(screen.getByRole('link', { name: 'Auxiliar administrativo — Manhã' })).toHaveAttribute(
      'href',
      '/gestao/turmas/7',
    );
    expect(screen.getByText('2 turmas encontradas.')).toHaveAttribute('role', 'status');
  });

  it('filtra por programa e pagina pela API, com os números na URL', async () => {
    const chamadas = fingirRede({ 'GET /v1/gestao/turmas': { data: pagina([turma(), outra], 45) } });
    renderizarRotasDoRemoto(<Rotas />, '/gestao');
    await screen.findByRole('table');

    await userEvent.selectOptions(screen.getByLabelText('Programa'), 'Qualifica SP');
    expect(await screen.findByTestId('local')).toHaveTextContent('/gestao?programa=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Próxima página' }));
    expect(screen.getByTestId('local')).toHaveTextContent('/gestao?programa=2&pagina=2');

    const pedidos = chamadas.filter((c) => c.params?.porPagina === 20).map((c) => c.params);
    expect(pedidos.at(-1)).toEqual(expect.objectContaining({ pagina: 2, idPrograma: 2 }));
  });
});
