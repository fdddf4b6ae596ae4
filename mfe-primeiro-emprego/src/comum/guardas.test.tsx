import { screen, waitFor } from '@testing-library/react';
import { definirCursoEscolhido, encerrarSessao } from '@portal/shared-auth';
import { abrirRota } from '../testes/renderizar';
import { entrarComo, fingirRede, USUARIO_DE_TESTE, restaurarRede } from '@portal/shared-auth/testes';
import { inscricao, lista, PERIODO, REGISTROS_COMPLETOS } from '../testes/fixtures';
import {
  AVISO_SEM_INSCRICAO,
  AVISO_SEM_PERIODO,
  decidirConfirmacao,
  decidirQuestionario,
  inscricaoAtiva,
} from './guardas';

afterEach(() => {
  restaurarRede();
  encerrarSessao();
  definirCursoEscolhido(null);
});

describe('decisões das guardas do Meu Primeiro Emprego', () => {
  it('questionário: sem período ou sem inscrição volta à inscrição com aviso; respondido vai à confirmação', () => {
    expect(decidirQuestionario(null, inscricao(), false)).toEqual({
      permitir: false,
      redirecionar: '/meuprimeiroemprego/inscricao/edit',
      aviso: { texto: AVISO_SEM_PERIODO, cor: 'warning', tipo: 'toast' },
    });
    expect(decidirQuestionario(PERIODO, null, false)).toMatchObject({
      redirecionar: '/meuprimeiroemprego/inscricao/edit',
      aviso: { texto: AVISO_SEM_INSCRICAO },
    });
    expect(decidirQuestionario(PERIODO, inscricao(), true)).toEqual({
      permitir: false,
      redirecionar: '/meuprimeiroemprego/inscricao/confirmacao',
    });
    expect(decidirQuestionario(PERIODO, inscricao(), false)).toEqual({ permitir: true });
  });

  it('confirmação: só com inscrição', () => {
    expect(decidirConfirmacao(null)).toMatchObject({
      permitir: false,
      redirecionar: '/meuprimeiroemprego/inscricao/edit',
    });
    expect(decidirConfirmacao(inscricao())).toEqual({ permitir: true });
  });

  it('inscrição cancelada não conta como ativa; convocada conta', () => {
    expect(inscricaoAtiva([inscricao({ idStatusInscricao: 2 })])).toBeNull();
    expect(
      inscricaoAtiva([inscricao({ idStatusInscricao: 2 }), inscricao({ id: 301, idStatusInscricao: 3 })])?.id,
    ).toBe(301);
  });
});

describe('rotas guardadas', () => {
  it.each([
    '/meuprimeiroemprego/inscricao/edit',
    '/meuprimeiroemprego/questionario',
    '/meuprimeiroemprego/inscricao/confirmacao',
    '/meuprimeiroemprego/matricula/form/77',
    '/meuprimeiroemprego/matricula/confirmacao',
  ])('%s sem login manda ao login com o endereço de volta, sem chamar a API', async (url) => {
    const chamadas = fingirRede({});
    abrirRota(url);
    // With the portal at '/', the router's own history carries the redirect; the shell follows the URL change.
    await waitFor(() =>
      expect(screen.getByTestId('local')).toHaveTextContent(
        `/usuario/login?returnUrl=${encodeURIComponent(url)}`,
      ),
    );
    expect(chamadas).toHaveLength(0);
  });

  it('questionário já respondido no período leva à confirmação', async () => {
    entrarComo(USUARIO_DE_TESTE);
    const chamadas = fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([inscricao()]),
      'GET /v1/matricula/PossuiQuestionarioPeriodoInscricao': { data: { possui: true, idQuestionario: 3 } },
      'GET /v1/faq': { data: [] },
    });
    abrirRota('/meuprimeiroemprego/questionario');
    expect(await screen.findByTestId('local')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Sua inscrição no Meu Primeiro Emprego' });
    expect(screen.getByTestId('local')).toHaveTextContent('/meuprimeiroemprego/inscricao/confirmacao');
    expect(chamadas.find((c) => c.url.includes('PossuiQuestionario'))?.params).toEqual({
      idUsuario: 7,
      idPeriodoInscricao: 4,
    });
  });

  it('confirmação sem inscrição volta ao formulário de inscrição', async () => {
    entrarComo(USUARIO_DE_TESTE);
    fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([]),
      'GET /v1/cursos': { data: [] },
      ...REGISTROS_COMPLETOS,
    });
    abrirRota('/meuprimeiroemprego/inscricao/confirmacao');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inscrição no Meu Primeiro Emprego' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('local')).toHaveTextContent('/meuprimeiroemprego/inscricao/edit');
  });
});
