#!/usr/bin/env node
/**
 * `pnpm staging`: the production topology on this machine (issue 29 §3, decision 0205). nginx at the edge, two
 * gateways, two API instances, PgBouncer, a PostgreSQL primary and its streaming replica, the local gov.br provider,
 * the CEP service and an SMTP catcher, each its own process on its own loopback address; data in `.data/staging`.
 * Prints the URL and what runs where; Ctrl-C stops everything it started.
 */
import { Homologacao } from './lib/homologacao/ambiente.mjs';
import { lerTopologia } from './lib/homologacao/topologia.mjs';
import { pararSeOPaiSumir } from './lib/processos.mjs';

const topologia = lerTopologia();
const homologacao = new Homologacao(topologia, {
  // A part that stops on its own stays stopped (the others route around it); it is said, not hidden.
  aoSairSozinho: ({ nome, codigo, sinal }) =>
    console.error(`✖ ${nome} parou sozinho (${codigo ?? sinal}); veja ${homologacao.arquivoDeLog(nome)}`),
});
let parando = false;

async function parar(codigo) {
  if (parando) return;
  parando = true;
  console.log('\nEncerrando a homologação…');
  await homologacao.descer();
  process.exit(codigo);
}
for (const sinal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sinal, () => void parar(0));
pararSeOPaiSumir(parar);

try {
  await homologacao.subir();
  console.log(
    [
      '',
      `Homologação pronta: ${topologia.urlPortal}`,
      '',
      homologacao.tabela(),
      '',
      `E-mails recebidos pelo coletor: ${topologia.urlLeituraSmtp}/mensagens`,
      `Dados e registros (logs): ${topologia.pasta}`,
      'Ctrl-C encerra tudo.',
    ].join('\n'),
  );
  await new Promise(() => undefined);
} catch (erro) {
  if (!parando) console.error(`✖ ${erro.message}`);
  await parar(1);
}
