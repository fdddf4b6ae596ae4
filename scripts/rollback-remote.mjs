#!/usr/bin/env node
/**
 * `pnpm rollback:remote <name>` lists the deployed versions; `pnpm rollback:remote <name> <version>` points the
 * registry back at one of them. Nothing is rebuilt: the old build is still in its version folder.
 */
import { pastaDados, resolverRemoto } from './lib/caminhos.mjs';
import { descreverTroca } from './lib/implantacao.mjs';
import { apontarRemoto, lerRegistro, listarVersoes } from './lib/registro.mjs';

async function listar(dados, remoto) {
  const atual = (await lerRegistro(dados)).remotes[remoto.nome]?.version;
  const versoes = await listarVersoes(dados, remoto.nome);
  if (versoes.length === 0) {
    console.log(`${remoto.nome} não tem versões implantadas em ${dados}.`);
    return;
  }
  console.log(`Versões de ${remoto.nome} (mais antiga primeiro):`);
  for (const versao of versoes) console.log(`${versao === atual ? '*' : ' '} ${versao}${versao === atual ? '  (atual)' : ''}`);
  console.log(`Para voltar: pnpm rollback:remote ${remoto.pasta} <versão>`);
}

async function voltar(dados, remoto, versao) {
  const versoes = await listarVersoes(dados, remoto.nome);
  if (!versoes.includes(versao)) {
    throw new Error(`A versão ${versao} de ${remoto.nome} não existe. Disponíveis: ${versoes.join(', ') || 'nenhuma'}.`);
  }
  const anterior = await apontarRemoto(dados, remoto.nome, versao);
  console.log(descreverTroca(remoto.nome, anterior, versao));
  console.log('Recarregue o portal para ver a versão restaurada.');
}

try {
  const [nome, versao] = process.argv.slice(2);
  const remoto = resolverRemoto(nome);
  const dados = pastaDados();
  await (versao ? voltar(dados, remoto, versao) : listar(dados, remoto));
} catch (erro) {
  console.error(`✖ ${erro.message}`);
  process.exit(1);
}
