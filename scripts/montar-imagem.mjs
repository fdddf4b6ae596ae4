#!/usr/bin/env node
/**
 * `node scripts/montar-imagem.mjs <api | portal> <pasta>`: builds one part and assembles
 * what its production image holds in /app into <pasta> (scripts/lib/imagem.mjs). The Dockerfiles run it in their
 * build stage; run here, it gives the same folder, to start with `node` on the images' Node 24.
 */
import { parseArgs } from 'node:util';
import { montarImagem } from './lib/imagem.mjs';

try {
  const [parte, destino] = parseArgs({ allowPositionals: true }).positionals;
  if (!parte || !destino) throw new Error('Uso: node scripts/montar-imagem.mjs <api | portal> <pasta>');
  const { entrada } = await montarImagem(parte, destino);
  console.log(`Conteúdo da imagem ${parte} em ${destino}: node --enable-source-maps ${entrada}`);
} catch (erro) {
  console.error(`✖ ${erro.message}`);
  process.exit(1);
}
