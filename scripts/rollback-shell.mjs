#!/usr/bin/env node
/**
 * `pnpm rollback:shell` lists the shell's published versions; `pnpm rollback:shell <versão>` points shell.json back at
 * one of them, held to the origin's live remotes like a new build (decision 0209). Nothing is rebuilt: the old build
 * is still in its version folder. `--destino <origem>` works on that static origin instead of the local data folder,
 * as `deploy:shell --destino` does.
 */
import { parseArgs } from 'node:util';
import { pastaDaOrigem } from './lib/caminhos.mjs';
import { descreverTroca } from './lib/implantacao.mjs';
import { lerShellPublicado, listarVersoesDoShell, voltarShell } from './lib/shell-publicado.mjs';

async function listar(dados, destino) {
  const atual = await lerShellPublicado(dados);
  const versoes = await listarVersoesDoShell(dados);
  if (versoes.length === 0) {
    console.log(`O shell não tem versões publicadas em ${dados}.`);
    return;
  }
  console.log('Versões do shell (mais antiga primeiro):');
  for (const versao of versoes)
    console.log(`${versao === atual ? '*' : ' '} ${versao}${versao === atual ? '  (atual)' : ''}`);
  console.log(`Para voltar: pnpm rollback:shell <versão>${destino ? ` --destino ${destino}` : ''}`);
}

async function voltar(dados, versao) {
  const versoes = await listarVersoesDoShell(dados);
  if (!versoes.includes(versao)) {
    throw new Error(
      `A versão ${versao} do shell não existe em ${dados}. Disponíveis: ${versoes.join(', ') || 'nenhuma'}.`,
    );
  }
  const anterior = await voltarShell(dados, versao);
  console.log(descreverTroca('shell', anterior, versao));
  console.log('Recarregue o portal para ver a versão restaurada.');
}

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { destino: { type: 'string' } },
  });
  const [versao] = positionals;
  const dados = pastaDaOrigem(values.destino);
  await (versao ? voltar(dados, versao) : listar(dados, values.destino));
} catch (erro) {
  console.error(`✖ ${erro.message}`);
  process.exit(1);
}
