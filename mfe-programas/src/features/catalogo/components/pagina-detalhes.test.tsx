import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { escolhasStore, definirCursoEscolhido } from '@portal/shared-auth';
import { abrirRota, esperarNaoEncontradoSemChamarAApi } from '../../../testes/renderizar';
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { ASSISTENTE, CUIDADOR, curso } from '../../../testes/fixtures';

afterEach(() => {
  restaurarRede();
  definirCursoEscolhido(null);
});

describe('detalhes de um curso de programa', () => {
  it('mostra descrição, carga horária, escolaridade mínima e formato, com o nome do curso no h1', async () => {
    fingirRede({ 'GET /v1/cursos/12': { data: CUIDADOR } });
    abrirRota('/novoemprego/details/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuidador de Idosos' })).toBeInTheDocument();
    expect(document.title).toBe('Cuidador de Idosos | Portal Qualifica');
    expect(screen.getByText('Cuidados básicos de saúde e convivência.')).toBeInTheDocument();
    expect(screen.getByText('160 horas')).toBeInTheDocument();
    expect(screen.getByText('Ensino fundamental completo')).toBeInTheDocument();
    expect(screen.getByText('Presencial')).toBeInTheDocument();
  });

  it("no Novo Emprego, 'Inscrever-se' guarda o curso escolhido e sai para a escolha do município", async () => {
    fingirRede({ 'GET /v1/cursos/12': { data: CUIDADOR } });
    const { navegarFora } = abrirRota('/novoemprego/details/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Inscrever-se' }));

    expect(escolhasStore.getState().curso).toEqual({ idCurso: 12, idModalidade: 22 });
    expect(JSON.parse(localStorage.getItem('cursoEscolhido') ?? 'null')).toEqual({
      idCurso: 12,
      idModalidade: 22,
    });
    expect(navegarFora).toHaveBeenCalledWith('/inscricao/escolha-municipio/form/12');
  });

  it.each([
    ['/qualificaSP/details/1', ASSISTENTE, '/inscricao/confirmacao-qualificaSP/1'],
    [
      '/EmpreendaSP/details/40',
      curso({ id: 40, nome: 'Plano de Negócios', idModalidade: 30 }),
      '/inscricao/confirmacao-qualificaSP-empreenda/40',
    ],
    [
      '/EmpreendaJovem/details/41',
      curso({ id: 41, nome: 'Primeiro Negócio', idModalidade: 31 }),
      '/inscricao/confirmacao-qualificaSP-empreenda-jovem/41',
    ],
  ])(
    "em %s, 'Inscrever-se' leva à confirmação do programa sem mexer no curso escolhido",
    async (url, dados, destino) => {
      fingirRede({ [`GET /v1/cursos/${dados.id}`]: { data: dados } });
      const { navegarFora } = abrirRota(url);
      await userEvent.click(await screen.findByRole('button', { name: 'Inscrever-se' }));
      expect(navegarFora).toHaveBeenCalledWith(destino);
      expect(escolhasStore.getState().curso).toBeNull();
    },
  );

  it('um curso de outro programa não oferece inscrição e aponta para a página certa', async () => {
    fingirRede({ 'GET /v1/cursos/1': { data: ASSISTENTE } });
    abrirRota('/novoemprego/details/1');
    expect(
      await screen.findByRole('heading', { name: 'Este curso não faz parte do Novo Emprego' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inscrever-se' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'detalhes do curso no programa que o oferece' })).toHaveAttribute(
      'href',
      '/qualificaSP/details/1',
    );
  });

  it('um curso inexistente (404) diz que não foi encontrado, sem o painel de tentar de novo', async () => {
    fingirRede({});
    abrirRota('/novoemprego/details/999');
    expect(
      await screen.findByRole('heading', { name: 'Não encontramos o que você procura' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Detalhes do curso' })).toBeInTheDocument();
  });
});

describe('curso com identificador malformado no endereço', () => {
  it.each(['/qualificaSP/details/abc', '/novoemprego/details/0', '/cursos/abc/x', '/cursos/12.5/x'])(
    '%s é "não encontrado" sem chamar a API nem oferecer "Tentar novamente"',
    async (url) => {
      // Before idDaRota, the page called GET /v1/cursos/NaN (or /0, /12.5): the API's 400 became a retry that always
      // failed.
      const recusa = {
        status: 400,
        data: { message: 'Os dados enviados são inválidos.', errors: ['idCurso: Informe um número.'] },
      };
      const chamadas = fingirRede({
        'GET /v1/cursos/NaN': recusa,
        'GET /v1/cursos/0': recusa,
        'GET /v1/cursos/12.5': recusa,
      });
      abrirRota(url);
      await esperarNaoEncontradoSemChamarAApi(chamadas);
    },
  );
});

describe('página pública de um curso', () => {
  it('corrige o slug no endereço e liga à inscrição pelo programa do curso', async () => {
    fingirRede({ 'GET /v1/cursos/12': { data: CUIDADOR } });
    abrirRota('/cursos/12/slug-antigo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuidador de Idosos' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('local')).toHaveTextContent('/cursos/12/cuidador-de-idosos'),
    );
    expect(screen.getByRole('link', { name: 'Como se inscrever' })).toHaveAttribute(
      'href',
      '/novoemprego/details/12',
    );
    expect(screen.getByRole('link', { name: 'Ver outros cursos da mesma área' })).toHaveAttribute(
      'href',
      '/arcos/3/area',
    );
  });

  it('um curso do Meu Primeiro Emprego leva ao outro remoto pela navegação do portal', async () => {
    fingirRede({
      'GET /v1/cursos/50': { data: curso({ id: 50, nome: 'Auxiliar de Escritório', idModalidade: 32 }) },
    });
    const { navegarFora } = abrirRota('/cursos/50/auxiliar-de-escritorio');
    await userEvent.click(await screen.findByRole('link', { name: 'Como se inscrever' }));
    expect(navegarFora).toHaveBeenCalledWith('/meuprimeiroemprego/details/50');
  });
});
