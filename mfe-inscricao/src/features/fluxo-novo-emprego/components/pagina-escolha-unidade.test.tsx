import { screen } from '@testing-library/react';
import { escolhasStore } from '@portal/shared-auth';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { renderizarEm } from '../../../testes/renderizar';
import { EscolhaUnidadePagina } from './pagina-escolha-unidade';

beforeEach(() => {
  sessionStorage.clear();
  entrarComo();
  escolhasStore.setState({
    curso: { idCurso: 11, idModalidade: 22 },
    municipio: { idMunicipio: 3550308 },
    opcaoInscricao: null,
  });
});
afterEach(restaurarRede);

describe('EscolhaUnidadePagina', () => {
  it('with no unit offering the course in the municipality, links back to municipality choice', async () => {
    fingirRede({ 'GET /v1/cursos/11/municipios/3550308/unidades': { data: [] } });
    renderizarEm(
      <EscolhaUnidadePagina modo="form" />,
      '/inscricao/escolha-unidade/novo-emprego/form',
      '/inscricao/escolha-unidade/novo-emprego/form',
    );
    expect(await screen.findByRole('link', { name: 'Escolher outro município' })).toHaveAttribute(
      'href',
      '/inscricao/escolha-municipio/form/11',
    );
  });
});
