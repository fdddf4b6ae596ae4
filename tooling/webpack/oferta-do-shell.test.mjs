/** The shell's build refuses a manifest that does not offer every shared singleton (decision 0853). */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { OfertaDoShellPlugin, faltandoNaOferta } = require('./oferta-do-shell.cjs');
const { SINGLETONS } = require('./shared-deps.cjs');

const manifesto = (nomes) => ({ shared: nomes.map((name) => ({ name, version: '1.0.0' })) });

/** Runs the plugin's hook on a real webpack compilation holding only `mf-manifest.json` (or nothing). */
function compilarCom(conteudo) {
  const compiler = webpack({ mode: 'none', entry: {}, plugins: [new OfertaDoShellPlugin()] });
  const compilation = compiler.newCompilation(compiler.newCompilationParams());
  if (conteudo)
    compilation.emitAsset('mf-manifest.json', new webpack.sources.RawSource(JSON.stringify(conteudo)));
  return new Promise((resolve, reject) =>
    compilation.hooks.processAssets.callAsync(compilation.assets, (erro) =>
      erro ? reject(erro) : resolve(compilation.errors.map((e) => e.message)),
    ),
  );
}

describe('oferta do shell aos remotos', () => {
  it('nada falta quando o manifesto lista todos os singletons', () => {
    assert.deepEqual(faltandoNaOferta(manifesto(SINGLETONS)), []);
  });

  it('aponta o que falta, como o shell que deixou de importar ui e single-spa-react', () => {
    const semEles = SINGLETONS.filter((n) => !['@portal/ui', 'single-spa-react'].includes(n));
    assert.deepEqual(faltandoNaOferta(manifesto(semEles)), ['single-spa-react', '@portal/ui']);
  });

  it('o build do shell falha com o nome do que falta', async () => {
    const erros = await compilarCom(manifesto(SINGLETONS.filter((n) => n !== 'single-spa')));
    assert.equal(erros.length, 1);
    assert.match(erros[0], /O shell não oferece aos remotos: single-spa\./);
  });

  it('o build do shell passa com a oferta completa, e falha sem manifesto', async () => {
    assert.deepEqual(await compilarCom(manifesto(SINGLETONS)), []);
    assert.match((await compilarCom(null))[0], /mf-manifest\.json não foi gerado/);
  });
});
