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

  // Records completed elsewhere (another tab, or the way back dropped): the page must lead back to the enrolment.
  it('with every record complete, offers "Continuar a inscrição" to the return URL it was given', async () => {
    fingirRede({
      [`GET ${C}/dadosCadastrais/7`]: { data: { dataNascimento: '01/01/1990' } },
      [`GET ${C}/endereco/7`]: { data: { cep: '01310100' } },
      [`GET ${C}/dadossocioeconomicos/7`]: { data: { idGrauInstrucao: 5 } },
    });
    const volta = '/inscricao/alerta-cadastro?returnUrl=%2Finscricao%2Fescolha-municipio%2Fform%2F11';
    renderizarEm(<AlertaCadastroPagina />, '/inscricao/alerta-cadastro', volta);
    expect(
      await screen.findByText('Seu cadastro está completo. Você já pode se inscrever.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar a inscrição' })).toHaveAttribute(
      'href',
      '/inscricao/escolha-municipio/form/11',
    );
  });

  it('offers no "Continuar a inscrição" for a return URL off the portal', async () => {
    fingirRede({
      [`GET ${C}/dadosCadastrais/7`]: { data: { dataNascimento: '01/01/1990' } },
      [`GET ${C}/endereco/7`]: { data: { cep: '01310100' } },
      [`GET ${C}/dadossocioeconomicos/7`]: { data: { idGrauInstrucao: 5 } },
    });
    const volta = '/inscricao/alerta-cadastro?returnUrl=https%3A%2F%2Fevil.example%2Finscricao';
    renderizarEm(<AlertaCadastroPagina />, '/inscricao/alerta-cadastro', volta);
    expect(
      await screen.findByText('Seu cadastro está completo. Você já pode se inscrever.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continuar a inscrição' })).not.toBeInTheDocument();
  });
});
