/** Build outputs as the real builds write them (trimmed): a remote's mf-manifest.json and the shell's boot files. */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The smallest shell a page can be composed from. */
export const INDEX_MINIMO = '<!doctype html><title>Portal</title>';

/**
 * Publishes a shell build into a static origin the way scripts/deploy-shell.mjs does (decision 0209): the version's
 * folder is written first, then `shell.json` is renamed into place. `escrever` fills the folder (by default, an
 * index.html alone). Returns the version's folder.
 */
export async function publicarShellDeTeste(
  pastaDados: string,
  versao: string,
  escrever: (pasta: string) => Promise<void> = (pasta) =>
    writeFile(path.join(pasta, 'index.html'), INDEX_MINIMO),
): Promise<string> {
  const pasta = path.join(pastaDados, 'shell', versao);
  await mkdir(pasta, { recursive: true });
  await escrever(pasta);
  const temporario = path.join(pastaDados, `shell.json.${process.pid}.tmp`);
  await writeFile(temporario, `${JSON.stringify({ version: versao })}\n`);
  await rename(temporario, path.join(pastaDados, 'shell.json'));
  return pasta;
}

export const manifestoDoRemoto = (nome: string) => ({
  id: nome,
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [
    {
      name: 'react',
      assets: { js: { sync: ['923.remoto0000.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
  exposes: [
    {
      name: 'lifecycles',
      path: './lifecycles',
      assets: {
        js: { sync: ['144.fd1f0f20fc.js'], async: ['836.115292f709.js'] },
        css: { sync: ['144.aaaaaaaaaa.css'], async: [] },
      },
    },
  ],
});

export const MANIFESTO_DO_SHELL = {
  id: 'shell',
  metaData: { publicPath: '/', remoteEntry: { name: '', path: '' } },
  shared: [
    {
      name: 'react',
      assets: { js: { sync: ['923.e5785a1d7d.js'], async: [] }, css: { sync: [], async: [] } },
    },
    { name: 'react-dom', assets: { js: { sync: ['74.743ac0c254.js', '693.a13e363637.js'], async: [] } } },
  ],
};

export const CARGA_INICIAL_DO_SHELL = { arquivos: ['bootstrap.4ec12fc7c1.css', 'bootstrap.403c243148.js'] };

export const FRAGMENTO_DA_HOME = '<div class="layout"><main><h1>Cursos gratuitos</h1></main></div>';

export async function escreverBuildDoShell(pastaShell: string) {
  await mkdir(path.join(pastaShell, 'prerender'), { recursive: true });
  await writeFile(
    path.join(pastaShell, 'prerender', 'indice.json'),
    JSON.stringify({ '/home': 'home.html', '/sobre': '../../fora.html' }),
  );
  await writeFile(path.join(pastaShell, 'prerender', 'home.html'), FRAGMENTO_DA_HOME);
  await writeFile(path.join(pastaShell, 'mf-manifest.json'), JSON.stringify(MANIFESTO_DO_SHELL));
  await writeFile(path.join(pastaShell, 'carga-inicial.json'), JSON.stringify(CARGA_INICIAL_DO_SHELL));
}

export async function publicarVersaoDoRemoto(pastaDados: string, nome: string, versao: string) {
  const pasta = path.join(pastaDados, 'remotes', nome, versao);
  await mkdir(pasta, { recursive: true });
  await writeFile(path.join(pasta, 'mf-manifest.json'), JSON.stringify(manifestoDoRemoto(nome)));
  await writeFile(path.join(pasta, 'remoteEntry.js'), `var ${nome} = {};`);
  return pasta;
}

/** A remote build's route map and chunk graph (tooling/webpack), as `paginas-por-rota.mjs` and the plugin write them. */
export async function escreverPaginasDoRemoto(pasta: string) {
  const rotas = [
    { caminho: '/novoemprego/cursos', grupos: ['rota-catalogo'] },
    { caminho: '/novoemprego/details/:idCurso', grupos: ['rota-detalhes'] },
    { caminho: '/novoemprego/*', grupos: [] },
  ];
  const grupos = {
    'rota-catalogo': { arquivos: ['894.comum00000.js', 'rota-catalogo.aaaaaaaaaa.js'], consome: [] },
    'rota-detalhes': { arquivos: ['894.comum00000.js', 'rota-detalhes.bbbbbbbbbb.js'], consome: [] },
  };
  await writeFile(path.join(pasta, 'paginas-por-rota.json'), JSON.stringify({ rotas }));
  await writeFile(path.join(pasta, 'grafo-de-chunks.json'), JSON.stringify({ grupos, compartilhados: {} }));
}

/** The shell's layout around an empty remote area (shell/src/app/moldes-da-area-remota.tsx), trimmed. */
export const moldeDoShell = (ativo: string) =>
  `<div class="layout"><nav><a href="/qualificaSP/cursos"${ativo ? ' aria-current="page"' : ''}>Qualifica SP</a></nav>` +
  `<main id="conteudo"><div class="area-remota"></div></main></div>`;

export async function escreverMoldesDoShell(pastaShell: string) {
  await writeFile(
    path.join(pastaShell, 'prerender', 'moldes.json'),
    JSON.stringify({ '*': 'molde-neutro.html', '/qualificaSP/cursos': 'molde-qualificaSP__cursos.html' }),
  );
  await writeFile(path.join(pastaShell, 'prerender', 'molde-neutro.html'), moldeDoShell(''));
  await writeFile(
    path.join(pastaShell, 'prerender', 'molde-qualificaSP__cursos.html'),
    moldeDoShell('ativo'),
  );
}

/** A version's prerendered pages, as a remote's `pnpm prerender` writes them at deploy (docs/decisions/0830). */
export async function escreverPaginasPreRenderizadas(
  pasta: string,
  paginas: Record<string, string>,
  extra = {},
) {
  const pastaPrerender = path.join(pasta, 'prerender');
  await mkdir(pastaPrerender, { recursive: true });
  const indice: Record<string, { html: string; dados: string }> = {};
  for (const [caminho, html] of Object.entries(paginas)) {
    const nome = caminho.slice(1).replace(/\//g, '__');
    indice[caminho] = { html: `${nome}.html`, dados: `${nome}.json` };
    await writeFile(path.join(pastaPrerender, `${nome}.html`), html);
    await writeFile(
      path.join(pastaPrerender, `${nome}.json`),
      JSON.stringify({ 'modalidade:1': ['</script>'] }),
    );
  }
  await writeFile(path.join(pastaPrerender, 'indice.json'), JSON.stringify({ ...indice, ...extra }));
}

/** The hints a prerendered page leaves for the shell's loader to ask for after its first paint (decision 0856). */
export function dicasDepoisDaPintura(html: string): { href: string; como: string }[] {
  const bloco = /<script type="application\/json" id="dicas-depois-da-pintura">(.*?)<\/script>/.exec(html);
  return bloco ? (JSON.parse(bloco[1]!) as { href: string; como: string }[]) : [];
}
