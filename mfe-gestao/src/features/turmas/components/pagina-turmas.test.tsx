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

const FILTROS = {
  programas: [
    { id: 30, nome: 'Programa Raro' },
    { id: 2, nome: 'Qualifica SP' },
    { id: 1, nome: 'Via Rápida Emprego' },
  ],
  unidades: [
    { id: 3, nome: 'Escola Central' },
    { id: 5, nome: 'Escola Norte' },
  ],
};

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

  // The choices came from the first 100 classes: a programme whose classes all came later could not be chosen.
  it('os filtros oferecem todo programa e unidade que a API diz, também os sem turma na página', async () => {
    fingirRede({
      'GET /v1/gestao/turmas': { data: pagina([turma()], 101) },
      'GET /v1/gestao/turmas/filtros': { data: FILTROS },
    });
    renderizarRotasDoRemoto(<Rotas />, '/gestao');
    await screen.findByRole('table');

    const opcoes = (rotulo: string) =>
      within(screen.getByLabelText(rotulo))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(opcoes('Programa')).toEqual([
      'Todos os programas',
      'Programa Raro',
      'Qualifica SP',
      'Via Rápida Emprego',
    ]);
    expect(opcoes('Unidade')).toEqual(['Todas as unidades', 'Escola Central', 'Escola Norte']);
  });

  it('filtra por programa e pagina pela API, com os números na URL', async () => {
    const chamadas = fingirRede({
      'GET /v1/gestao/turmas': { data: pagina([turma(), outra], 45) },
      'GET /v1/gestao/turmas/filtros': { data: FILTROS },
    });
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
