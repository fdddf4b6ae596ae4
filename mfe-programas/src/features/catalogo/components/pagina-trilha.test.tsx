import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abrirRota, esperarNaoEncontradoSemChamarAApi } from '../../../testes/renderizar';
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { curso } from '../../../testes/fixtures';

afterEach(restaurarRede);

const JAVA = curso({
  id: 31,
  nome: 'Java Developer',
  idModalidade: 14,
  formato: 'ONLINE',
  urlSlug: 'java-developer',
});
const BACK_END = {
  id: 2,
  nome: 'Desenvolvimento Back-end',
  urlSlug: 'desenvolvimento-back-end',
  descricao: 'Fundamentos de .NET e Java para serviços.',
  cursos: [JAVA],
};

describe('trilhas e áreas', () => {
  it('lista as trilhas e abre uma delas com os cursos em ordem', async () => {
    fingirRede({ 'GET /v1/trilhas': { data: [BACK_END] }, 'GET /v1/trilhas/2': { data: BACK_END } });
    abrirRota('/trilhas-sp-tech');
    expect(screen.getByRole('heading', { level: 1, name: 'Trilhas SP Tech' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Desenvolvimento Back-end' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trilha Desenvolvimento Back-end' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('local')).toHaveTextContent('/trilhas-sp-tech/2/desenvolvimento-back-end');
    expect(screen.getByRole('link', { name: 'Java Developer' })).toHaveAttribute(
      'href',
      '/cursos/31/java-developer',
    );
  });

  it('trilhas/{id}/{slug} também abre a trilha e corrige o slug', async () => {
    fingirRede({ 'GET /v1/trilhas/2': { data: BACK_END } });
    abrirRota('/trilhas/2/antigo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trilha Desenvolvimento Back-end' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('local')).toHaveTextContent('/trilhas/2/desenvolvimento-back-end'),
    );
  });

  it('uma área (arco) mostra a descrição e os cursos dela', async () => {
    fingirRede({
      'GET /v1/arcos/2': {
        data: {
          id: 2,
          nome: 'Tecnologia da Informação',
          urlSlug: 'tecnologia-da-informacao',
          descricao: 'Programação, suporte e dados.',
          cursos: [JAVA],
        },
      },
    });
    abrirRota('/arcos/2/tecnologia-da-informacao');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Área: Tecnologia da Informação' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Programação, suporte e dados.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Java Developer' })).toBeInTheDocument();
  });

  it('os cursos virtuais vêm da modalidade 9 e levam à página pública do curso', async () => {
    const chamadas = fingirRede({
      'GET /v1/cursos': {
        data: [curso({ id: 20, nome: 'Excel Essencial', idModalidade: 9, urlSlug: 'excel-essencial' })],
      },
    });
    abrirRota('/virtual/cursos');
    expect(await screen.findByRole('link', { name: 'Excel Essencial' })).toHaveAttribute(
      'href',
      '/cursos/20/excel-essencial',
    );
    expect(chamadas[0]?.params).toEqual({ modalidade: 9 });
  });
});

describe('trilha ou área com identificador malformado no endereço', () => {
  it.each([
    ['/arcos/0/x', 'GET /v1/arcos/0'],
    ['/arcos/abc/x', 'GET /v1/arcos/NaN'],
    ['/trilhas/x1/y', 'GET /v1/trilhas/NaN'],
    ['/trilhas-sp-tech/-2/y', 'GET /v1/trilhas/-2'],
  ])('%s é "não encontrado" sem chamar a API nem oferecer "Tentar novamente"', async (url, pedidoDeAntes) => {
    // Before idDaRota, the page sent the malformed id to the API, whose 400 became a retry that always failed.
    const chamadas = fingirRede({
      [pedidoDeAntes]: {
        status: 400,
        data: { message: 'Os dados enviados são inválidos.', errors: ['Informe um número.'] },
      },
    });
    abrirRota(url);
    await esperarNaoEncontradoSemChamarAApi(chamadas);
  });
});
