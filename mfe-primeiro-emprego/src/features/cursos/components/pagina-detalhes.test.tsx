import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definirCursoEscolhido, escolhasStore } from '@portal/shared-auth';
import { abrirRota } from '../../../testes/renderizar';
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { AUXILIAR } from '../../../testes/fixtures';

afterEach(() => {
  restaurarRede();
  definirCursoEscolhido(null);
});

describe('cursos do Meu Primeiro Emprego', () => {
  it('lista os cursos da modalidade 32 com link para os detalhes', async () => {
    const chamadas = fingirRede({ 'GET /v1/cursos': { data: [AUXILIAR] } });
    abrirRota('/meuprimeiroemprego/cursos');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cursos do Meu Primeiro Emprego' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Cursos do Meu Primeiro Emprego | Portal Qualifica');
    expect(await screen.findByRole('link', { name: 'Auxiliar de Escritório' })).toHaveAttribute(
      'href',
      '/meuprimeiroemprego/details/50',
    );
    expect(chamadas[0]?.params).toEqual({ modalidade: 32 });
  });

  it("'Inscrever-se' guarda o curso escolhido e abre a inscrição deste remoto", async () => {
    fingirRede({ 'GET /v1/cursos/50': { data: AUXILIAR } });
    abrirRota('/meuprimeiroemprego/details/50');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auxiliar de Escritório' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ensino médio incompleto')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));

    expect(escolhasStore.getState().curso).toEqual({ idCurso: 50, idModalidade: 32 });
    // Not signed in: the login guard of the enrolment page takes over.
    await waitFor(() =>
      expect(screen.getByTestId('local')).toHaveTextContent(
        '/usuario/login?returnUrl=%2Fmeuprimeiroemprego%2Finscricao%2Fedit',
      ),
    );
  });

  // Number('abc') asked the API for /v1/cursos/NaN and offered a retry that could never succeed.
  it.each(['abc', '0', '12abc', '-5'])(
    'um id malformado (%s) é "não encontrado", sem chamar a API nem oferecer "Tentar novamente"',
    async (id) => {
      const chamadas = fingirRede({});
      abrirRota(`/meuprimeiroemprego/details/${id}`);
      expect(
        await screen.findByRole('heading', { name: 'Não encontramos o que você procura' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Detalhes do curso' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
      expect(chamadas).toEqual([]);
    },
  );

  it('um curso de outro programa não oferece inscrição', async () => {
    fingirRede({
      'GET /v1/cursos/12': { data: { ...AUXILIAR, id: 12, nome: 'Soldador', idModalidade: 22 } },
    });
    abrirRota('/meuprimeiroemprego/details/12');
    expect(
      await screen.findByRole('heading', { name: 'Este curso não faz parte do Meu Primeiro Emprego' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inscrever-se' })).not.toBeInTheDocument();
  });

  it('a página pública e as perguntas frequentes abrem', async () => {
    const chamadas = fingirRede({
      'GET /v1/faq': {
        data: [
          {
            id: 9,
            tipo: 'primeiro-emprego',
            pergunta: 'O que é o Meu Primeiro Emprego?',
            resposta: 'Qualificação e encaminhamento.',
          },
        ],
      },
    });
    const { unmount } = abrirRota('/meu-primeiro-emprego');
    expect(screen.getByRole('heading', { level: 1, name: 'Meu Primeiro Emprego' })).toBeInTheDocument();
    unmount();
    abrirRota('/meuprimeiroemprego/faq');
    expect((await screen.findByText('O que é o Meu Primeiro Emprego?')).tagName).toBe('SUMMARY');
    expect(chamadas[0]?.params).toEqual({ tipo: 'primeiro-emprego' });
  });

  it('não mostra nada para rotas de outras áreas', () => {
    fingirRede({});
    abrirRota('/novoemprego/cursos');
    expect(document.querySelector('article')).toBeNull();
  });
});
