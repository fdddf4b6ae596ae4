import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { escolhasStore } from '@portal/shared-auth';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { renderizarEm } from '../../../testes/renderizar';
import { EscolhaMunicipioPagina } from './pagina-escolha-municipio';

const municipios = Array.from({ length: 120 }, (_, i) => ({
  id: 3500000 + i,
  nome: `Município ${String(i).padStart(3, '0')}`,
  uf: 'SP',
}));
municipios.push(
  { id: 3509502, nome: 'Campinas', uf: 'SP' },
  { id: 3549904, nome: 'São José dos Campos', uf: 'SP' },
);

function abrir() {
  fingirRede({ 'GET /v1/cursos/11/municipios': { data: municipios } });
  renderizarEm(
    <EscolhaMunicipioPagina modo="form" />,
    '/inscricao/escolha-municipio/form/:idCurso',
    '/inscricao/escolha-municipio/form/11',
  );
}

beforeEach(() => {
  sessionStorage.clear();
  entrarComo();
  escolhasStore.setState({ curso: null, municipio: null, opcaoInscricao: { idTurma: 1, idOrdemServico: 2 } });
});
afterEach(restaurarRede);

describe('EscolhaMunicipioPagina', () => {
  it('asks for a municipality before continuing, linking the summary to the chooser button', async () => {
    abrir();
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    const link = within(screen.getByRole('alert')).getByRole('link', { name: 'Escolha um município.' });
    expect(link).toHaveAttribute('href', '#municipio-escolher');
  });

  it('searches without accents in the modal, pages the long list, and stores the choice', async () => {
    abrir();
    await userEvent.click(await screen.findByRole('button', { name: 'Escolher município' }));
    const modal = screen.getByRole('dialog', { name: 'Escolha o município' });
    expect(within(modal).getAllByRole('radio')).toHaveLength(50);
    await userEvent.type(within(modal).getByLabelText('Pesquisar município'), 'sao jose');
    await userEvent.click(within(modal).getByLabelText('São José dos Campos'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByText('Município escolhido: São José dos Campos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(escolhasStore.getState()).toMatchObject({
      curso: { idCurso: 11, idModalidade: 22 },
      municipio: { idMunicipio: 3549904 },
      opcaoInscricao: null,
    });
    expect(screen.getByTestId('local')).toHaveTextContent('/inscricao/escolha-unidade/novo-emprego/form');
  });

  it('with no municipality offering the course, links back to course choice', async () => {
    fingirRede({ 'GET /v1/cursos/11/municipios': { data: [] } });
    renderizarEm(
      <EscolhaMunicipioPagina modo="form" />,
      '/inscricao/escolha-municipio/form/:idCurso',
      '/inscricao/escolha-municipio/form/11',
    );
    expect(await screen.findByRole('link', { name: 'Escolher outro curso' })).toHaveAttribute(
      'href',
      '/inscricao/escolha-curso/novo-emprego/form',
    );
  });
});
