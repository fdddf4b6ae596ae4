#!/usr/bin/env node
/**
 * `pnpm start`: one command, one URL. Builds what changed (shell and remotes), publishes the shell's build to the data
 * folder when it is not the live one and each remote's first version when none is deployed, removes the old versions
 * there as `pnpm prune:origin` does (decision 0226), starts the API, the OpenID provider, the postal service and the
 * gateway, waits until the API answers through the gateway, prints the portal URL and the demo accounts, and stops
 * every child on Ctrl-C/SIGTERM.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { listarRemotos, pastaDoBuildDoShell } from './lib/caminhos.mjs';
import { compilarServidores, construirFrontends, interromperConstrucao } from './lib/construcao.mjs';
import { BuildRecusado } from './lib/compatibilidade.mjs';
import { descreverTroca, publicarBuild } from './lib/implantacao.mjs';
import { podarAoSubir } from './lib/poda-da-origem.mjs';
import { exigirPortasLivres } from './lib/portas-livres.mjs';
import { preRenderizarVersoesVivas } from './lib/pre-renderizacao.mjs';
import { Supervisor, esperarPronto, pararSeOPaiSumir } from './lib/processos.mjs';
import { lerRegistro, pastaVersoes } from './lib/registro.mjs';
import { definirServicos, existeEntrada, lerConfiguracao } from './lib/servicos.mjs';
import { publicarShellSeMudou } from './lib/shell-publicado.mjs';

const PRAZO_DE_SUBIDA_MS = 180_000;
const SENHA = 'Senha@123';
const CONTAS = [
  ['Maria Silva', '529.982.247-25'],
  ['João Souza', '123.456.789-09'],
  ['Ana Lima', '987.654.321-00'],
  ['Pedro Santos', '111.444.777-35'],
  ['Carla Dias', '390.533.447-05'],
  ['Administração', '246.813.579-28'],
];

/**
 * Development shows what was built: the shell's build goes live in the data folder, as deploy:shell would publish it,
 * unless the live version has its content already (decision 0209). A build a live remote could not be mounted by is
 * refused, and start stops with the reasons.
 */
async function publicarShellConstruido(dados) {
  const { versao, anterior, publicado } = await publicarShellSeMudou({
    dados,
    pastaBuild: pastaDoBuildDoShell(),
  }).catch((erro) => {
    // In development this is mostly a data folder left by other sources (another branch): its remotes are older.
    if (erro instanceof BuildRecusado)
      erro.message += `\nSe ${dados} veio de outro código (outro ramo), pare o portal e apague essa pasta para recomeçar.`;
    throw erro;
  });
  if (publicado) console.log(`✔ ${descreverTroca('shell', anterior, versao)}`);
  else console.log(`✔ shell já publicado (${versao})`);
}

/** Only when a remote has no live version: after that, versions change through deploy:remote / rollback:remote. */
async function implantarPrimeirasVersoes(dados) {
  const { remotes } = await lerRegistro(dados);
  for (const remoto of listarRemotos()) {
    const atual = remotes[remoto.nome];
    // A line without prefixes predates run-time prefixes (decision 0900): this build is published again.
    const completa = atual && Array.isArray(atual.prefixes);
    if (completa && existsSync(path.join(pastaVersoes(dados, remoto.nome), atual.version))) {
      console.log(
        `✔ ${remoto.nome} já implantado (${atual.version}); para publicar o build atual: pnpm deploy:remote ${remoto.pasta}`,
      );
      continue;
    }
    const { versao, anterior } = await publicarBuild({ remoto, dados });
    console.log(`✔ primeira implantação — ${descreverTroca(remoto.nome, anterior, versao)}`);
  }
}

function iniciarServicos(supervisor, config) {
  for (const servico of definirServicos(config)) {
    if (!existeEntrada(servico)) {
      console.warn(`⚠ ${servico.nome}: ${servico.entrada} não existe; serviço não iniciado.`);
      continue;
    }
    const env = { ...process.env, ...servico.env };
    supervisor.iniciar(servico.nome, process.execPath, servico.argv, { cwd: servico.cwd, env });
  }
}

function imprimirBoasVindas(config) {
  const linhas = [
    '',
    `Portal pronto: ${config.urlPortal}`,
    '',
    `Contas de demonstração (CPF ou e-mail, senha ${SENHA}; por CPF também no gov.br local):`,
    ...CONTAS.map(([nome, cpf]) => `  ${nome.padEnd(14)} ${cpf}`),
    '',
    `Caixa postal (e-mails enviados pelo portal): ${config.urlPortal}/dev/caixa-postal`,
    `gov.br local: ${config.urlIdp}   CEP: ${config.urlCep}   dados: ${config.dados}`,
    'Ctrl-C encerra tudo.',
  ];
  console.log(linhas.join('\n'));
}

const config = lerConfiguracao();
const supervisor = new Supervisor();
let parando = false;

async function parar(codigo) {
  if (parando) return;
  parando = true;
  console.log('\nEncerrando o portal…');
  interromperConstrucao();
  await supervisor.encerrarTodos();
  process.exit(codigo);
}
for (const sinal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sinal, () => void parar(0));
pararSeOPaiSumir(parar);

try {
  await exigirPortasLivres(config.portas);
  await construirFrontends();
  // The shell first: a remote is checked against the shell published beside it.
  await publicarShellConstruido(config.dados);
  await implantarPrimeirasVersoes(config.dados);
  await podarAoSubir(config.dados);
  // The API and the gateway run compiled, never through tsx (decisions 0160, 0202).
  await compilarServidores();
  iniciarServicos(supervisor, config);
  await esperarPronto(`http://127.0.0.1:${config.portas.portal}/v1/health`, {
    prazoMs: PRAZO_DE_SUBIDA_MS,
    supervisor,
  });
  await esperarPronto(`${config.urlIdp}.well-known/openid-configuration`, { prazoMs: 30_000, supervisor });
  // The catalogue pages are rendered with the catalogue the API serves now; the server picks them up on the next load.
  await preRenderizarVersoesVivas({ dados: config.dados, urlApi: config.urlApi });
  imprimirBoasVindas(config);
  const saida = await supervisor.primeiraSaida();
  if (!parando) {
    console.error(`✖ ${saida.nome} parou sozinho (${saida.codigo ?? saida.sinal}); encerrando o portal.`);
    await parar(1);
  }
} catch (erro) {
  if (!parando) console.error(`✖ ${erro.message}`);
  await parar(1);
}
