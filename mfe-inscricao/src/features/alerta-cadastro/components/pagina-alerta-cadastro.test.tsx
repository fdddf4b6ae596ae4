import { screen } from '@testing-library/react';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { renderizarEm } from '../../../testes/renderizar';
import { AlertaCadastroPagina } from './pagina-alerta-cadastro';

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

  // Issue 28 §1: the registration data is created in the candidate area, not on the account page (usuario/form).
  it('sends a missing registration record to the form that creates it, with the way back to the course', async () => {
    fingirRede({});
    const volta = '/inscricao/alerta-cadastro?returnUrl=%2Fmeuprimeiroemprego%2Finscricao%2Fedit';
    renderizarEm(<AlertaCadastroPagina />, '/inscricao/alerta-cadastro', volta);
    expect(await screen.findByRole('link', { name: 'Preencher dados cadastrais' })).toHaveAttribute(
      'href',
      '/candidato/dados-cadastrais/edit?returnUrl=%2Fmeuprimeiroemprego%2Finscricao%2Fedit',
    );
    expect(screen.getByRole('link', { name: 'Preencher endereço' })).toHaveAttribute(
      'href',
      '/candidato/endereco/form?returnUrl=%2Fmeuprimeiroemprego%2Finscricao%2Fedit',
    );
  });
});
