/** Production builds write a brotli copy beside each text asset, which the portal's server sends as is. */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { PreComprimirPlugin } = require('./pre-comprimir.cjs');

const GRANDE = `console.log("${'portal '.repeat(400)}");`;

/** Runs the plugin's hook on a real webpack compilation holding the given assets; returns the assets after it. */
function compilarCom(arquivos) {
  const compiler = webpack({ mode: 'none', entry: {}, plugins: [new PreComprimirPlugin()] });
  const compilation = compiler.newCompilation(compiler.newCompilationParams());
  for (const [nome, conteudo] of Object.entries(arquivos))
    compilation.emitAsset(nome, new webpack.sources.RawSource(conteudo));
  return new Promise((resolve, reject) =>
    compilation.hooks.processAssets.callAsync(compilation.assets, (erro) =>
      erro ? reject(erro) : resolve(compilation),
    ),
  );
}

describe('pré-compressão dos arquivos do build', () => {
  it('escreve um .br de cada script, folha e JSON, com o mesmo conteúdo', async () => {
    const compilation = await compilarCom({
      'main.0123456789.js': GRANDE,
      'bootstrap.0123456789.css': `.a{color:red}${' '.repeat(2000)}`,
      'mf-manifest.json': JSON.stringify({ nome: 'x'.repeat(2000) }),
    });
    const br = compilation.getAsset('main.0123456789.js.br');
    assert.ok(br, 'main.js.br existe');
    assert.equal(brotliDecompressSync(br.source.buffer()).toString(), GRANDE);
    assert.ok(compilation.getAsset('bootstrap.0123456789.css.br'));
    assert.ok(compilation.getAsset('mf-manifest.json.br'));
  });

  it('não comprime o pequeno (não ganha nada), o mapa de fonte nem o HTML (composto pelo servidor)', async () => {
    const compilation = await compilarCom({
      'pequeno.0123456789.js': 'console.log(1);',
      'main.0123456789.js.map': GRANDE,
      'index.html': `<p>${GRANDE}</p>`,
    });
    assert.deepEqual(
      compilation
        .getAssets()
        .map(({ name }) => name)
        .filter((nome) => nome.endsWith('.br')),
      [],
    );
  });
});
