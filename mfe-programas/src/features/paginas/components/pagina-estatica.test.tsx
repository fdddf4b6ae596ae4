import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CAMINHOS_ESTATICOS } from '../../../app/routes';
import { abrirRota } from '../../../testes/renderizar';
import { conteudoDoCaminho, PAGINAS_ESTATICAS } from '../content';
import type { ConteudoPagina } from '../content/tipos';
import { PaginaEstatica } from './pagina-estatica';

// The h1 takes focus after a navigation, not on the document's first page (decision 0188): simulate one.
beforeAll(() => window.dispatchEvent(new PopStateEvent('popstate')));

const EXEMPLO: ConteudoPagina = {
  caminho: '/exemplo',
  titulo: 'Página de exemplo',
  resumo: 'Resumo da página.',
  secoes: [
    { titulo: 'Primeira seção', paragrafos: ['Um parágrafo.', 'Outro parágrafo.'] },
    { titulo: 'Segunda seção', itens: ['Item A', 'Item B'] },
  ],
  links: [
    { texto: 'Trilhas', para: '/trilhas-sp-tech' },
    { texto: 'Meu cadastro', para: '/candidato/dados-cadastrais/edit' },
  ],
};

describe('página estática a partir do conteúdo', () => {
  it('tem um só h1, o título na aba, uma seção com h2 para cada bloco e os links relacionados', () => {
    render(
      <MemoryRouter>
        <PaginaEstatica conteudo={EXEMPLO} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Página de exemplo | Portal Qualifica');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Primeira seção' })).toBeInTheDocument();
    expect(screen.getByText('Outro parágrafo.')).toBeInTheDocument();
    expect(screen.getByText('Item B').tagName).toBe('LI');
    const veja = screen.getByRole('navigation', { name: 'Veja também' });
    expect(within(veja).getByRole('link', { name: 'Trilhas' })).toHaveAttribute('href', '/trilhas-sp-tech');
    expect(within(veja).getByRole('link', { name: 'Meu cadastro' })).toHaveAttribute(
      'href',
      '/candidato/dados-cadastrais/edit',
    );
  });

  it('cada rota estática tem conteúdo, com título e ao menos uma seção', () => {
    const fixos = CAMINHOS_ESTATICOS.filter((caminho) => !caminho.includes(':'));
    for (const caminho of fixos) {
      const conteudo = conteudoDoCaminho(caminho);
      expect({ caminho, titulo: conteudo?.titulo }).toEqual({ caminho, titulo: expect.any(String) });
      expect(conteudo!.secoes.length).toBeGreaterThan(0);
    }
    expect(new Set(PAGINAS_ESTATICAS.map((p) => p.caminho)).size).toBe(PAGINAS_ESTATICAS.length);
  });

  it('abre uma página de curso estática pela tabela de rotas', async () => {
    abrirRota('/java-developer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Java Developer' })).toBeInTheDocument();
    expect(screen.getByText('120 horas, on-line. Requer ensino médio completo.')).toBeInTheDocument();
  });

  it.each([
    ['/sobre/unidades-moveis', 'Unidades móveis'],
    ['/trilhas-sp-tech/desenvolvimento-web', 'Trilha Desenvolvimento Web'],
  ])('abre %s pela tabela de rotas', async (url, titulo) => {
    abrirRota(url);
    expect(await screen.findByRole('heading', { level: 1, name: titulo })).toBeInTheDocument();
  });

  it('um slug de trilha desconhecido mostra página não encontrada', async () => {
    abrirRota('/trilhas-sp-tech/nao-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
  });
});
