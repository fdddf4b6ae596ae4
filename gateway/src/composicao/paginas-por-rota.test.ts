import { arquivosDaPagina, casa, lerPaginasDoRemoto } from './paginas-por-rota.js';

const paginas = lerPaginasDoRemoto(
  {
    rotas: [
      { caminho: '/cursos/*', grupos: [] },
      { caminho: '/cursos', grupos: [], destino: '/sobre' },
      { caminho: '/laco', grupos: [], destino: '/laco' },
      { caminho: '/cursos/:idCurso/:slug', grupos: ['rota-curso'] },
      { caminho: '/trilhas-sp-tech/:slug', grupos: ['rota-pagina'] },
      { caminho: '/trilhas-sp-tech/:id/:slug', grupos: ['rota-trilha'] },
      { caminho: '/sobre', grupos: ['rota-sobre'] },
      { caminho: '/:qualquer', grupos: ['rota-generica'] },
      { caminho: 42, grupos: ['invalida'] },
    ],
  },
  {
    grupos: {
      'rota-curso': { arquivos: ['c.js'] },
      'rota-pagina': { arquivos: ['p.js'] },
      'rota-trilha': { arquivos: ['t.js'] },
      'rota-sobre': { arquivos: ['s.js'] },
      'rota-generica': { arquivos: ['g.js'] },
    },
  },
)!;

describe('páginas por rota de um remoto', () => {
  it('casa como o React Router: parâmetros, coringa final, sem diferença de maiúsculas', () => {
    expect(casa('/cursos/:id/:slug', '/cursos/7/java')).toBe(true);
    expect(casa('/cursos/:id/:slug', '/cursos/7')).toBe(false);
    expect(casa('/cursos/*', '/cursos')).toBe(true);
    expect(casa('/QualificaSP/cursos', '/qualificasp/cursos/')).toBe(true);
    expect(casa('/cursos/:id?', '/cursos')).toBe(false);
  });

  it('escolhe a rota mais específica, como o React Router a classifica', () => {
    expect(arquivosDaPagina(paginas, '/cursos/7/java')).toEqual(['c.js']);
    expect(arquivosDaPagina(paginas, '/cursos/7')).toEqual([]);
    expect(arquivosDaPagina(paginas, '/trilhas-sp-tech/x')).toEqual(['p.js']);
    expect(arquivosDaPagina(paginas, '/trilhas-sp-tech/1/x')).toEqual(['t.js']);
    expect(arquivosDaPagina(paginas, '/sobre')).toEqual(['s.js']);
    expect(arquivosDaPagina(paginas, '/faq')).toEqual(['g.js']);
  });

  it('segue uma vez o redirecionamento de um prefixo sozinho até a página de destino', () => {
    expect(arquivosDaPagina(paginas, '/cursos')).toEqual(['s.js']);
    expect(arquivosDaPagina(paginas, '/laco')).toEqual([]);
  });

  it('ignora arquivos que não são o que o build escreve', () => {
    expect(lerPaginasDoRemoto(null, {})).toBeNull();
    expect(lerPaginasDoRemoto({ rotas: [] }, null)).toBeNull();
    expect(paginas.rotas).toHaveLength(8);
  });
});
