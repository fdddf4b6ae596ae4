#!/usr/bin/env node
/**
 * `pnpm rollback:remote <name>` lists the deployed versions; `pnpm rollback:remote <name> <version>` points the
 * registry back at one of them, checked against the shell published in the same origin (decision 0209). Nothing is
 * rebuilt: the old build is still in its version folder. `--destino <pasta>` works on that static origin instead of
 * the local data folder, as `deploy:remote --destino` does.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pastaDaOrigem, resolverRemoto } from './lib/caminhos.mjs';
import { apontarConferido, descreverTroca } from './lib/implantacao.mjs';
import { lerRegistro, listarVersoes, pastaVersoes } from './lib/registro.mjs';

async function listar(dados, remoto) {
  const atual = (await lerRegistro(dados)).remotes[remoto.nome]?.version;
  const versoes = await listarVersoes(dados, remoto.nome);
  if (versoes.length === 0) {
    console.log(`${remoto.nome} não tem versões implantadas em ${dados}.`);
    return;
  }
  console.log(`Versões de ${remoto.nome} (mais antiga primeiro):`);
  for (const versao of versoes)
    console.log(`${versao === atual ? '*' : ' '} ${versao}${versao === atual ? '  (atual)' : ''}`);
  console.log(`Para voltar: pnpm rollback:remote ${remoto.pasta} <versão>`);
}

async function voltar(dados, remoto, versao) {
  const versoes = await listarVersoes(dados, remoto.nome);
  if (!versoes.includes(versao)) {
    throw new Error(
      `A versão ${versao} de ${remoto.nome} não existe. Disponíveis: ${versoes.join(', ') || 'nenhuma'}.`,
    );
  }
  // An old version is held to the published shell like a new build: a rollback must not break the portal either.
  const pastaBuild = path.join(pastaVersoes(dados, remoto.nome), versao);
  const anterior = await apontarConferido({ nome: remoto.nome, dados, versao, pastaBuild });
  console.log(descreverTroca(remoto.nome, anterior, versao));
  console.log('Recarregue o portal para ver a versão restaurada.');
}

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { destino: { type: 'string' } },
  });
  const [nome, versao] = positionals;
  const remoto = resolverRemoto(nome);
  const dados = pastaDaOrigem(values.destino);
  await (versao ? voltar(dados, remoto, versao) : listar(dados, remoto));
} catch (erro) {
  console.error(`✖ ${erro.message}`);
  process.exit(1);
}
