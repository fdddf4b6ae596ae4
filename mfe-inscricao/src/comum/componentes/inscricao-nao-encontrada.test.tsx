import { screen } from '@testing-library/react';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { ComprovantePagina } from '../../features/fluxo-novo-emprego/components/pagina-comprovante';
import { DetalhesPagina } from '../../features/historico/components/pagina-detalhes';
import { renderizarEm } from '../../testes/renderizar';

beforeEach(() => entrarComo());
afterEach(restaurarRede);

async function esperarNaoEncontrada() {
  const h1 = await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Ver minhas inscrições' })).toHaveAttribute(
    'href',
    '/inscricao/historico',
  );
  expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  // Never the schema's words ('id: Demasiado pequeno: esperava…').
  expect(h1.closest('article')).not.toHaveTextContent(/Demasiado|esperava|id:/);
}

describe('comprovante (confirmacao-matricula) sem uma inscrição de verdade', () => {
  it.each(['', '?idInscricao=', '?idInscricao=abc', '?idInscricao=0', '?idInscricao=-5'])(
    'id ausente ou malformado (%j): página não encontrada, sem chamar a API',
    async (busca) => {
      const chamadas = fingirRede({});
      renderizarEm(
        <ComprovantePagina />,
        '/inscricao/confirmacao-matricula',
        `/inscricao/confirmacao-matricula${busca}`,
      );
      await esperarNaoEncontrada();
      expect(chamadas.filter((c) => c.url.startsWith('/v1/inscricao'))).toEqual([]);
    },
  );

  it('id que a API não conhece (404): página não encontrada, não o painel de tentar de novo', async () => {
    fingirRede({
      'GET /v1/inscricao/987654': { status: 404, data: { message: 'Inscrição não encontrada.', errors: [] } },
    });
    renderizarEm(
      <ComprovantePagina />,
      '/inscricao/confirmacao-matricula',
      '/inscricao/confirmacao-matricula?idInscricao=987654',
    );
    await esperarNaoEncontrada();
  });
});

describe('detalhes/{idInscricao} sem uma inscrição de verdade', () => {
  it.each(['abc', '0', '1e3'])('id malformado (%s): página não encontrada', async (id) => {
    fingirRede({});
    renderizarEm(<DetalhesPagina />, '/inscricao/detalhes/:idInscricao', `/inscricao/detalhes/${id}`);
    await esperarNaoEncontrada();
  });

  it('id que a API não conhece (404): página não encontrada', async () => {
    fingirRede({
      'GET /v1/inscricao/987654': { status: 404, data: { message: 'Inscrição não encontrada.', errors: [] } },
    });
    renderizarEm(<DetalhesPagina />, '/inscricao/detalhes/:idInscricao', '/inscricao/detalhes/987654');
    await esperarNaoEncontrada();
  });
});
