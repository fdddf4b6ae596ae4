import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { redirecionamentoPreRenderizado } from './html-da-pagina.js';
import { LeitorDeComposicao } from './leitor-de-composicao.js';
import { criarPaginaComposta } from './pagina-composta.js';
import {
  escreverBuildDoShell,
  escreverMoldesDoShell,
  escreverPaginasPreRenderizadas,
  publicarVersaoDoRemoto,
} from './fixturas-de-teste.js';

const CATALOGO = '<article><h1>Cursos do Meu Primeiro Emprego</h1></article>';
/** The remote's route map (tooling/webpack/paginas-por-rota.mjs): a prefix alone is a `<Navigate>` to its catalogue. */
const ROTAS = [
  { caminho: '/meuprimeiroemprego/cursos', grupos: ['rota-cursos'] },
  { caminho: '/meuprimeiroemprego/faq', grupos: ['rota-faq'] },
  { caminho: '/meuprimeiroemprego', grupos: [], destino: '/meuprimeiroemprego/cursos' },
  { caminho: '/meu-primeiro-emprego/x', grupos: [], destino: '/meuprimeiroemprego/faq' },
];

let raiz: string;
let pastaShell: string;
let pastaDados: string;

beforeEach(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'prefixo-'));
  pastaShell = path.join(raiz, 'shell');
  pastaDados = path.join(raiz, 'dados');
  await escreverBuildDoShell(pastaShell);
  await escreverMoldesDoShell(pastaShell);
  await writeFile(
    path.join(pastaShell, 'index.html'),
    '<html><head></head><body><div id="root"></div></body></html>',
  );
  const versao = await publicarVersaoDoRemoto(pastaDados, 'mfe_primeiro_emprego', 'v1');
  await writeFile(path.join(versao, 'paginas-por-rota.json'), JSON.stringify({ rotas: ROTAS }));
  await writeFile(
    path.join(versao, 'grafo-de-chunks.json'),
    JSON.stringify({ grupos: {}, compartilhados: {} }),
  );
  await escreverPaginasPreRenderizadas(versao, { '/meuprimeiroemprego/cursos': CATALOGO });
  const entrada = {
    manifest: '/remotes/mfe_primeiro_emprego/v1/mf-manifest.json',
    version: 'v1',
    prefixes: ['meuprimeiroemprego', 'meu-primeiro-emprego'],
  };
  await writeFile(
    path.join(pastaDados, 'remotes.json'),
    JSON.stringify({ remotes: { mfe_primeiro_emprego: entrada } }),
  );
});
afterEach(() => rm(raiz, { recursive: true, force: true }));

describe('o prefixo sozinho de um remoto', () => {
  it('vai pelo servidor à página pré-renderizada para onde o remoto o redirecionaria', async () => {
    const composicao = await new LeitorDeComposicao(pastaShell, pastaDados).atual();
    expect(redirecionamentoPreRenderizado(composicao, '/meuprimeiroemprego')).toBe(
      '/meuprimeiroemprego/cursos',
    );
  });

  it('fica com o navegador quando o destino não foi pré-renderizado, com consulta, com prévia ou numa página', async () => {
    const composicao = await new LeitorDeComposicao(pastaShell, pastaDados).atual();
    expect(redirecionamentoPreRenderizado(composicao, '/meu-primeiro-emprego/x')).toBeNull();
    expect(redirecionamentoPreRenderizado(composicao, '/meuprimeiroemprego?origem=menu')).toBeNull();
    expect(redirecionamentoPreRenderizado(composicao, '/meuprimeiroemprego', true)).toBeNull();
    expect(redirecionamentoPreRenderizado(composicao, '/meuprimeiroemprego/cursos')).toBeNull();
  });

  it('recebe um 302 sem cache para o destino, e o destino chega com a página no HTML', async () => {
    const app = Fastify();
    app.get(
      '/*',
      criarPaginaComposta(
        async () => pastaShell,
        pastaDados,
        '',
        () => "default-src 'self'",
      ),
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const pedir = (caminho: string) =>
      fetch(`${base}${caminho}`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
    const redirecionado = await pedir('/meuprimeiroemprego');
    expect(redirecionado.status).toBe(302);
    expect(redirecionado.headers.get('location')).toBe('/meuprimeiroemprego/cursos');
    expect(redirecionado.headers.get('cache-control')).toBe('no-cache');
    expect(await (await pedir('/meuprimeiroemprego/cursos')).text()).toContain(CATALOGO);
    await app.close();
  });
});
