import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { escolhasStore } from '@portal/shared-auth';
import { curso, inscricao, unidade } from '../../../testes/fixtures';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { renderizarEm } from '../../../testes/renderizar';
import { EscolhaCursoPagina } from './pagina-escolha-curso';
import { EscolhaUnidadePagina } from './pagina-escolha-unidade';

const soldador = { ...curso, id: 12, nome: 'Soldador' };

beforeEach(() => {
  sessionStorage.clear();
  entrarComo();
  escolhasStore.setState({
    curso: { idCurso: 11, idModalidade: 22 },
    municipio: { idMunicipio: 1 },
    opcaoInscricao: { idTurma: 31, idOrdemServico: 21 },
    inscricaoAtualizacao: null,
  });
});
afterEach(restaurarRede);

describe('EscolhaCursoPagina', () => {
  it('lists the novo emprego courses with the chosen one selected', async () => {
    const chamadas = fingirRede({ 'GET /v1/cursos': { data: [curso, soldador] } });
    renderizarEm(
      <EscolhaCursoPagina modo="form" />,
      '/inscricao/escolha-curso/novo-emprego/form',
      '/inscricao/escolha-curso/novo-emprego/form',
    );
    expect(await screen.findByLabelText('Assistente Administrativo')).toBeChecked();
    expect(chamadas[0]?.params).toEqual({ modalidade: 22 });
  });

  it('a different course drops the later choices and goes to municipality choice in the same mode', async () => {
    fingirRede({ 'GET /v1/cursos': { data: [curso, soldador] } });
    escolhasStore.setState({ inscricaoAtualizacao: inscricao() });
    renderizarEm(
      <EscolhaCursoPagina modo="edit" />,
      '/inscricao/escolha-curso/novo-emprego/edit',
      '/inscricao/escolha-curso/novo-emprego/edit',
    );
    expect(await screen.findByRole('region', { name: 'Alteração de inscrição' })).toHaveTextContent(
      'inscrição nº 501',
    );
    await userEvent.click(await screen.findByLabelText('Soldador'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(escolhasStore.getState()).toMatchObject({
      curso: { idCurso: 12, idModalidade: 22 },
      municipio: null,
      opcaoInscricao: null,
    });
    expect(screen.getByTestId('local')).toHaveTextContent('/inscricao/escolha-municipio/edit/12');
  });
});

describe('EscolhaUnidadePagina', () => {
  it('lists the units of the chosen course and municipality and goes to the shift of the unit service order', async () => {
    fingirRede({
      'GET /v1/cursos/11/municipios/1/unidades': {
        data: [unidade, { ...unidade, id: 42, nome: 'Unidade Norte', idOrdemServico: 22 }],
      },
    });
    renderizarEm(
      <EscolhaUnidadePagina modo="form" />,
      '/inscricao/escolha-unidade/novo-emprego/form',
      '/inscricao/escolha-unidade/novo-emprego/form',
    );
    expect(await screen.findByLabelText('Unidade Centro')).toBeChecked();
    await userEvent.click(screen.getByLabelText('Unidade Norte'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(escolhasStore.getState().opcaoInscricao).toBeNull();
    expect(screen.getByTestId('local')).toHaveTextContent('/inscricao/escolha-turno/form/22');
  });
});
