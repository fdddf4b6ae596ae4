/**
 * `pnpm bench:surge`: enrolment day on one machine (issue 16 §7). Seeds thousands of candidates into a throw-away
 * database, starts the API on loopback, and lets a crowd arrive on a ramp for SURGE_SEGUNDOS (default 60): each
 * browses, signs in and enrols in one of a few popular classes holding far fewer seats than candidates. Prints
 * p50/p95/p99 per step, statuses, throughput, then checks seats, the one-active rule, refusals and 5xx. Bounded in
 * time (ramp + 30 s, then everything in flight is aborted) and in requests (8 per candidate); exit code 1 on a failure.
 */
import { writeFile } from 'node:fs/promises';
import { hash, type Options } from '@node-rs/argon2';
import pg from 'pg';
import { comApi } from '../api-processo.js';
import { configDoSurto } from '../config/env.js';
import { cidadao, type Alvo } from './cenario.js';
import { lerContagens } from './checagens-do-banco.js';
import { exigirLoopback } from './guarda.js';
import { linhasDosPassos, Registro } from './registro.js';
import { semear } from './semente.js';
import {
  recusasClaras,
  semErros5xx,
  umaAtivaPorModalidade,
  vagasIguaisInscricoes,
  type Tentativa,
} from './verificacoes.js';

const SENHA = 'Senha@123';
const SEGREDO = 'segredo-do-surto-com-mais-de-32-caracteres!';
const DRENAGEM_MS = 30_000;
const cfg = configDoSurto();
const base = exigirLoopback(cfg.url || `http://${cfg.host}:${cfg.porta}`).origin;
exigirLoopback(cfg.urlDoBanco);
if (cfg.url && !cfg.segredo)
  throw new Error('SURGE_URL pede SURGE_JWT_SECRET, a chave do portal que recebe o surto.');

const hashSenha = await hash(SENHA, {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
});
/** A portal that already holds bench candidates (a second surge on staging) gets new ones after them. */
async function primeiroCandidatoLivre(urlDoBanco: string): Promise<number> {
  const db = new pg.Client({ connectionString: urlDoBanco });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM usuario WHERE email LIKE 'bench%@exemplo.com.br'",
    );
    return rows[0]!.n + 1;
  } finally {
    await db.end();
  }
}

let falhou = true;
async function surto(urlDoBanco: string, segredo: string, primeiro: number) {
  const semente = await semear(
    urlDoBanco,
    cfg.candidatos,
    cfg.turmas,
    cfg.vagasPorTurma,
    hashSenha,
    segredo,
    primeiro,
  );
  const caminhoDeVagas = `/v1/ordens-servico/${semente.ordemServico}/vagas`;
  const temVagas = (await fetch(`${base}${caminhoDeVagas}`)).status === 200;
  const alvo: Alvo = {
    base,
    curso: semente.curso,
    ordemServico: semente.ordemServico,
    turmas: semente.turmasPopulares,
    caminhoDeVagas: temVagas ? caminhoDeVagas : null,
  };
  console.log(
    `surto: ${cfg.candidatos} candidatos em ${cfg.segundos} s (rampa), ${cfg.turmas} turmas populares de ${cfg.vagasPorTurma} vagas, API em ${base}`,
  );
  const parar = new AbortController();
  const limites = {
    tempoPorRequisicaoMs: 15_000,
    orcamento: { restantes: cfg.candidatos * 8 },
    parar: parar.signal,
  };
  const registro = new Registro();
  const tentativas = new Map<number, Tentativa[]>();
  const inicio = performance.now();
  const prazo = setTimeout(() => parar.abort(), cfg.segundos * 1000 + DRENAGEM_MS);
  // Arrivals on a linear ramp: candidate i arrives at T·√(i/N), so the arrival rate grows from 0 to 2N/T.
  const multidao = semente.candidatos.map(async (c, i) => {
    await new Promise((r) => setTimeout(r, cfg.segundos * 1000 * Math.sqrt(i / semente.candidatos.length)));
    if (parar.signal.aborted) return;
    tentativas.set(c.id, await cidadao(i, c, alvo, registro, limites, SENHA));
  });
  await Promise.all(multidao);
  clearTimeout(prazo);
  const segundos = (performance.now() - inicio) / 1000;
  console.log(
    `\nPor passo (${segundos.toFixed(1)} s, ${registro.requisicoes} requisições, ${(registro.requisicoes / segundos).toFixed(0)} req/s):`,
  );
  for (const linha of linhasDosPassos(registro.porPasso(segundos))) console.log(`  ${linha}`);
  console.log(`Respostas por status: ${JSON.stringify(registro.statusGerais)}`);
  const inscritos = new Set(
    [...tentativas].filter(([, l]) => l.some((t) => t.status === 201)).map(([id]) => id),
  );
  const { turmas, ativas } = await lerContagens(urlDoBanco);
  const checagens: [string, string[]][] = [
    ['vagas ocupadas = inscrições que ocupam vaga, em toda turma', vagasIguaisInscricoes(turmas)],
    ['uma inscrição ativa por candidato e modalidade', umaAtivaPorModalidade(ativas, inscritos, 1)],
    ['toda recusa foi um 409 com mensagem ou 503 com Retry-After', recusasClaras(tentativas)],
    ['nenhum 5xx fora o 503 deliberado', semErros5xx(registro.statusGerais, registro.deliberados503)],
    ['a multidão terminou dentro do prazo', parar.signal.aborted ? ['abortada no prazo'] : []],
  ];
  console.log(
    `\n${inscritos.size} candidatos inscritos; ${tentativas.size - inscritos.size} recusados ou sem login.`,
  );
  for (const [nome, falhas] of checagens) {
    console.log(
      `${falhas.length ? 'FALHOU' : 'ok    '} ${nome}${falhas.length ? `: ${falhas.slice(0, 5).join('; ')}` : ''}`,
    );
  }
  falhou = checagens.some(([, f]) => f.length > 0);
  if (cfg.resultado) {
    const resultado = {
      segundos,
      requisicoes: registro.requisicoes,
      status: registro.statusGerais,
      deliberados503: registro.deliberados503,
      inscritos: inscritos.size,
      candidatos: tentativas.size,
      checagens: Object.fromEntries(checagens),
    };
    await writeFile(cfg.resultado, `${JSON.stringify(resultado, null, 2)}\n`);
  }
}

if (cfg.url) {
  await surto(cfg.urlDoBanco, cfg.segredo, await primeiroCandidatoLivre(cfg.urlDoBanco));
} else {
  await comApi(
    {
      base,
      porta: cfg.porta,
      segredo: SEGREDO,
      urlAdmin: cfg.urlDoBanco,
      ambiente: cfg.ambienteDaApi,
      raizDaApi: cfg.raizDaApi,
    },
    (urlDoBanco) => surto(urlDoBanco, SEGREDO, 1),
  );
}
process.exitCode = falhou ? 1 : 0;
