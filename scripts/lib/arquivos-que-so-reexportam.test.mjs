import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { arquivosVersionados, RAIZ } from './caminhos.mjs';

/**
 * Issue 31 ("no file that only re-exports another"): a source file whose every statement imports or re-exports makes
 * a reader open two files for one fact. A package's or folder's entry (`index.ts`, what a package.json exports) is the
 * one place that lists what it offers, so it may.
 */
/** The files a package.json offers by name (`exports`): entries, like an index.ts. */
const entradasDosPacotes = new Set(
  arquivosVersionados('package.json', '*/package.json').flatMap((pacote) => {
    const { exports: saidas = {} } = JSON.parse(readFileSync(path.join(RAIZ, pacote), 'utf8'));
    const alvos =
      typeof saidas === 'string' ? [saidas] : Object.values(saidas).filter((v) => typeof v === 'string');
    return alvos.map((alvo) => path.join(path.dirname(pacote), alvo));
  }),
);
const fontes = arquivosVersionados('*.ts', '*.tsx').filter(
  (arquivo) =>
    !arquivo.endsWith('.d.ts') && path.basename(arquivo) !== 'index.ts' && !entradasDosPacotes.has(arquivo),
);

function soReexporta(texto) {
  const fonte = ts.createSourceFile('arquivo.tsx', texto, ts.ScriptTarget.Latest, false);
  const importados = new Set();
  let reexporta = false;
  for (const declaracao of fonte.statements) {
    if (ts.isImportDeclaration(declaracao)) {
      const nomes = declaracao.importClause?.namedBindings;
      if (declaracao.importClause?.name) importados.add(declaracao.importClause.name.text);
      if (nomes && ts.isNamedImports(nomes)) for (const n of nomes.elements) importados.add(n.name.text);
      if (nomes && ts.isNamespaceImport(nomes)) importados.add(nomes.name.text);
      continue;
    }
    if (ts.isExportDeclaration(declaracao)) {
      const dosImportados =
        declaracao.exportClause &&
        ts.isNamedExports(declaracao.exportClause) &&
        declaracao.exportClause.elements.every((e) => importados.has((e.propertyName ?? e.name).text));
      if (!declaracao.moduleSpecifier && !dosImportados) return false;
      reexporta = true;
      continue;
    }
    return false;
  }
  return reexporta;
}

describe('no file that only re-exports another (issue 31)', () => {
  it('finds the source files (the list is not empty)', () => {
    assert.ok(fontes.length > 500, `${fontes.length} arquivos`);
  });

  it('no source file outside an index.ts only imports and re-exports', () => {
    const lidos = fontes.filter((arquivo) => soReexporta(readFileSync(path.join(RAIZ, arquivo), 'utf8')));
    assert.deepEqual(lidos, []);
  });

  it('refuses a list or a bare re-export; a type of its own counts as code', () => {
    // contracts/src/messages.ts and mfe-inscricao/src/comum/formatar.ts as they were.
    const namespace =
      "import type * as textos from './mensagens.js';\nexport * as Mensagem from './mensagens.js';\nexport type Mensagem = (typeof textos)[keyof typeof textos];";
    const lista =
      "import { formatarData } from '@portal/ui';\nimport { turmaCheia } from '@portal/escolha-da-turma/rotulos-da-turma';\nexport { formatarData, turmaCheia };";
    assert.equal(soReexporta(lista), true);
    assert.equal(
      soReexporta("export { periodoDaTurma } from '@portal/escolha-da-turma/rotulos-da-turma';"),
      true,
    );
    // contracts' old messages.ts added a type alias to its namespace re-export: that is code of its own, so this test
    // does not catch that form (it was removed by hand, issue 31); a bare namespace re-export it does.
    assert.equal(soReexporta("export * as Mensagem from './mensagens.js';"), true);
    assert.equal(soReexporta(namespace), false);
    assert.equal(soReexporta("import { x } from './x';\nexport const y = x + 1;"), false);
  });
});
