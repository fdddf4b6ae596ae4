/**
 * The shell's copy of `react-router-dom` is the one every remote runs (a shared singleton, loaded first), and it is
 * react-router-cliente.mjs, not the whole package: a name missing there would be `undefined` in a remote at run time.
 * These tests hold every package's sources to that list, and the list to what React Router really exports.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { aliasReactRouter } = require('./shared-deps.cjs');
const RAIZ = path.resolve(import.meta.dirname, '../..');
const PACOTES = [
  'shell',
  'ui',
  'remoto',
  'escolha-da-turma',
  'shared-auth',
  'mfe-usuario',
  'mfe-candidato',
  'mfe-inscricao',
  'mfe-programas',
  'mfe-primeiro-emprego',
  'mfe-gestao',
];

function exportadosPelaFachada() {
  const fonte = readFileSync(path.join(import.meta.dirname, 'react-router-cliente.mjs'), 'utf8');
  const lista = fonte.match(/export \{([^}]*)\} from 'react-router-producao'/)?.[1] ?? '';
  return new Set(
    lista
      .split(',')
      .map((nome) => nome.trim())
      .filter(Boolean),
  );
}

/** The shell's module that offers its singletons, the facade among them, to remotes. */
const OFERTA_DO_SHELL = path.join(
  'shell',
  'src',
  'features',
  'composicao',
  'api',
  'federacao-sob-demanda.ts',
);

function fontes(pasta) {
  return readdirSync(pasta, { withFileTypes: true }).flatMap((item) => {
    const caminho = path.join(pasta, item.name);
    // A `servidor/` folder is run by a build's prerender under Node (StaticRouter) and never bundled, like the tests.
    if (item.isDirectory())
      return ['node_modules', 'dist', 'servidor'].includes(item.name) ? [] : fontes(caminho);
    // Tests run in Node under Jest with the whole package (a prerender test may use StaticRouter): only the code
    // that webpack bundles meets the shared facade.
    return /\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name) ? [caminho] : [];
  });
}

/** Value imports from 'react-router-dom' (type-only names are erased by the compiler and need no export). */
function nomesImportados(fonte) {
  const nomes = [];
  for (const [, tipoInteiro, lista] of fonte.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g,
  )) {
    if (tipoInteiro) continue;
    for (const parte of lista
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p && !p.startsWith('type '))) {
      nomes.push(parte.split(/\s+as\s+/)[0].trim());
    }
  }
  return nomes;
}

describe('react-router-dom compartilhado (react-router-cliente.mjs)', () => {
  it('tem cada nome que algum pacote importa de react-router-dom', () => {
    const fachada = exportadosPelaFachada();
    const faltando = [];
    for (const pacote of PACOTES) {
      for (const arquivo of fontes(path.join(RAIZ, pacote, 'src'))) {
        const fonte = readFileSync(arquivo, 'utf8');
        // The runtime host offers the facade itself to remotes (decision 0860): the one namespace import allowed.
        const ofereceAFachada = arquivo.endsWith(OFERTA_DO_SHELL);
        if (/import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'/.test(fonte) && !ofereceAFachada)
          faltando.push(`${arquivo}: import *`);
        for (const nome of nomesImportados(fonte))
          if (!fachada.has(nome)) faltando.push(`${path.relative(RAIZ, arquivo)}: ${nome}`);
      }
    }
    assert.deepEqual(faltando, [], 'acrescente o nome em react-router-cliente.mjs');
  });

  it('só lista nomes que o build de produção do React Router exporta', async () => {
    const producao = await import(aliasReactRouter(path.join(RAIZ, 'shell'))['react-router-producao$']);
    const inexistentes = [...exportadosPelaFachada()].filter((nome) => !(nome in producao));
    assert.deepEqual(inexistentes, []);
  });

  it('percebe um nome que falta (a verificação pode falhar)', () => {
    assert.deepEqual(nomesImportados("import { Link, useBlocker as u, type To } from 'react-router-dom';"), [
      'Link',
      'useBlocker',
    ]);
    assert.equal(exportadosPelaFachada().has('useBlocker'), false);
  });
});
