import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { arquivosVersionados, RAIZ } from './caminhos.mjs';

/**
 * Issue 31 ("names that mean what the folder says"; decision 0934): in a feature of the shell or a remote, `hooks/`
 * holds hooks, and `api/` holds requests only: no component, no hook, and no file that does not talk to something
 * outside the page's own code. A pure rule, a form's state, a store or a list of names lives at the feature's root
 * (like `catalogo/programas.ts`); a loader that only composes requests is `api/`.
 */
const fontes = arquivosVersionados('shell/src/features/*', 'mfe-*/src/features/*').filter(
  (arquivo) => /\.tsx?$/.test(arquivo) && !/\.test\.tsx?$/.test(arquivo),
);
const naPasta = (pasta) => fontes.filter((arquivo) => arquivo.split('/').at(-2) === pasta);
const ler = (arquivo) => readFileSync(path.join(RAIZ, arquivo), 'utf8');

/** What a request looks like in this repository's front ends: the text of a file in `api/` shows one of these. */
const PEDIDOS = [
  /\bfetch\(/, // the browser's fetch (the postal service, the federation runtime's manifests)
  /import \{[^}]*\bhttp\b[^}]*\} from '@portal\/shared-auth'/, // the portal's HTTP client (token, CSRF, retries)
  /from '[^']*(?:\/api\/[^']*|-api)'/, // the requests of a shared folder: `comum/api/…`, `comum/registros-api`
  /\blerRegistroDoServidor\(/, // the registry: the page's copy, or remotes.json fetched
  /\bimport\(/, // a chunk or a package loaded on demand (a network load)
  /\.(?:pre)?loadRemote\b/, // a federated remote's module, through the runtime
  /\bcreateRemoteJWKSet\(/, // jose fetches the identity provider's keys
  /\bnavigator\.serviceWorker\b|\.postMessage\(/, // registering or messaging the service worker
  /\bsendBeacon\(/,
  /createElement\('script'\)/, // a third-party script (VLibras)
];

/** The siblings a file imports values from (`import type` composes nothing). */
const irmaosImportados = (texto) =>
  [...texto.matchAll(/^import (?!type\b)[^;]*? from '\.\/([^']+)';/gms)].map((achado) => achado[1]);

/**
 * The files of `api/` folders that neither make a request nor compose one of their own folder: a file passes when its
 * text shows a request, or when it imports a sibling of its `api/` folder that passes (repeated until nothing
 * changes, so a chain of loaders is followed and a rule imported by its neighbour is not taken for a request).
 */
function semPedido(arquivos) {
  const textos = new Map(arquivos.map((arquivo) => [arquivo, ler(arquivo)]));
  const pedem = new Set(
    arquivos.filter((arquivo) => PEDIDOS.some((pedido) => pedido.test(textos.get(arquivo)))),
  );
  const compoePedido = (arquivo) =>
    irmaosImportados(textos.get(arquivo))
      .map((irmao) => path.posix.join(path.posix.dirname(arquivo), irmao))
      .some((irmao) => pedem.has(`${irmao}.ts`) || pedem.has(`${irmao}.tsx`));
  let novos;
  do {
    novos = arquivos.filter((arquivo) => !pedem.has(arquivo) && compoePedido(arquivo));
    novos.forEach((arquivo) => pedem.add(arquivo));
  } while (novos.length > 0);
  return arquivos.filter((arquivo) => !pedem.has(arquivo));
}

describe('feature folders hold what their names say (issue 31)', () => {
  it('every file in a hooks/ folder exports a hook (use…)', () => {
    const hooks = naPasta('hooks');
    assert.ok(hooks.length > 10, `${hooks.length} arquivos em hooks/`);
    assert.deepEqual(
      hooks.filter((arquivo) => !/export (?:function|const) use[A-Z]/.test(ler(arquivo))),
      [],
    );
  });

  it('no file in an api/ folder is a component or exports a hook', () => {
    const api = naPasta('api');
    assert.ok(api.length > 10, `${api.length} arquivos em api/`);
    assert.deepEqual(
      api.filter(
        (arquivo) => arquivo.endsWith('.tsx') || /export (?:function|const) use[A-Z]/.test(ler(arquivo)),
      ),
      [],
    );
  });

  it('every file in an api/ folder makes a request or composes requests of its own api/ folder', () => {
    assert.deepEqual(semPedido(naPasta('api')), []);
  });
});
