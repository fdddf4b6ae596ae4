import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abrirRota } from '../../../testes/renderizar';
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { CUIDADOR, EMPILHADEIRA } from '../../../testes/fixtures';

afterEach(restaurarRede);

describe('catálogo de cursos de um programa', () => {
  it('lista os cursos da modalidade do programa, com título da página e marcador do build no rodapé', async () => {
    const chamadas = fingirRede({ 'GET /v1/cursos': { data: [EMPILHADEIRA, CUIDADOR] } });
    abrirRota('/novoemprego/cursos');

    expect(screen.getByRole('heading', { level: 1, name: 'Cursos do Novo Emprego' })).toBeInTheDocument();
    expect(document.title).toBe('Cursos do Novo Emprego | Portal Qualifica');
    expect(await screen.findByRole('link', { name: 'Cuidador de Idosos' })).toHaveAttribute(
      'href',
      '/novoemprego/details/12',
    );
    expect(chamadas[0]?.params).toEqual({ modalidade: 22 });
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-build-marker', '');
  });

  it('cada programa pede a sua modalidade (decisão 0700)', async () => {
    const chamadas = fingirRede({ 'GET /v1/cursos': { data: [] } });
    abrirRota('/EmpreendaJovem/cursos');
    expect(await screen.findByText('Nenhum curso encontrado.')).toBeInTheDocument();
    expect(chamadas[0]?.params).toEqual({ modalidade: 31 });
  });

  it('filtra pelo texto digitado, anuncia quantos sobraram e guarda o filtro no endereço', async () => {
    fingirRede({ 'GET /v1/cursos': { data: [EMPILHADEIRA, CUIDADOR] } });
    abrirRota('/novoemprego/cursos');
    await screen.findByRole('link', { name: 'Cuidador de Idosos' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrar cursos' }), 'saude');

    const lista = screen.getByRole('list');
    expect(within(lista).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lista).getByRole('link', { name: 'Cuidador de Idosos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 curso encontrado.');
    expect(screen.getByTestId('local')).toHaveTextContent('/novoemprego/cursos?busca=saude');
  });

  it('abre com o filtro que veio no endereço', async () => {
    fingirRede({ 'GET /v1/cursos': { data: [EMPILHADEIRA, CUIDADOR] } });
    abrirRota('/novoemprego/cursos?busca=empilhadeira');
    expect(await screen.findByRole('link', { name: 'Operador de Empilhadeira' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cuidador de Idosos' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filtrar cursos' })).toHaveValue('empilhadeira');
  });

  it('mostra o erro e deixa tentar de novo quando a API falha', async () => {
    let falhar = true;
    fingirRede({
      'GET /v1/cursos': () =>
        falhar
          ? { status: 500, data: { message: 'Ocorreu um erro inesperado.', errors: [] } }
          : { data: [CUIDADOR] },
    });
    abrirRota('/qualificaSP/cursos');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
    falhar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Cuidador de Idosos' })).toBeInTheDocument();
  });

  it('não mostra nada para rotas de outras áreas', () => {
    fingirRede({});
    const { container } = abrirRota('/usuario/login');
    expect(container.querySelector('article, footer')).toBeNull();
  });
});
