import { screen } from '@testing-library/react';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { renderizarEm } from '../../../testes/renderizar';
import { AlertaCadastroPagina } from './alerta-cadastro-pagina';

const C = '/v1/candidato/viaRapida';
beforeEach(() => entrarComo());
afterEach(restaurarRede);

describe('AlertaCadastroPagina', () => {
  it('explains and links only the records still missing (404)', async () => {
    fingirRede({ [`GET ${C}/dadosCadastrais/7`]: { data: { dataNascimento: '01/01/1990' } } });
    renderizarEm(<AlertaCadastroPagina />, '/inscricao/alerta-cadastro', '/inscricao/alerta-cadastro');
    expect(screen.getByRole('heading', { level: 1, name: 'Complete seu cadastro' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Preencher endereço' })).toHaveAttribute(
      'href',
      '/candidato/endereco/form',
    );
    expect(screen.getByRole('link', { name: 'Preencher questionário socioeconômico' })).toHaveAttribute(
      'href',
      '/candidato/questionario-socioeconomico/form',
    );
    expect(screen.queryByRole('link', { name: 'Preencher dados cadastrais' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a área do candidato' })).toBeInTheDocument();
  });
});
