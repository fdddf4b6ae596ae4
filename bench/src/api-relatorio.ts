/** The table of issue 16, printed from the measures of `bench:api` (same rows before and after a change). */
import type { Resultado } from './api-carga.js';
import type { CabecalhosDeCache } from './api-leituras.js';
import type { MedidaDeLogin } from './api-login.js';

export interface MedidasDaApi {
  clientes: number;
  umaTurma: Resultado;
  variasTurmas: Resultado;
  quantasTurmas: number;
  pgbench: Resultado;
  meiaCarga: Resultado;
  login: MedidaDeLogin;
  catalogo: Resultado;
  saude: Resultado;
  cache: CabecalhosDeCache[];
}

const n0 = (x: number) => x.toFixed(0);
const ms = (x: number) => `${x.toFixed(0)} ms`;
const lat = (r: Resultado) => `p50 ${ms(r.p50Ms)}, p95 ${ms(r.p95Ms)}, p99 ${ms(r.p99Ms)}`;
const erros = (r: Resultado) => {
  const ruins = Object.entries(r.status).filter(([s]) => !s.startsWith('2') && s !== '304');
  return ruins.length ? ` — respostas não 2xx: ${JSON.stringify(Object.fromEntries(ruins))}` : '';
};

export function linhasDoRelatorio(m: MedidasDaApi): string[] {
  const razaoCriacao = m.variasTurmas.porSegundo / m.pgbench.porSegundo;
  const { login: l } = m;
  const razaoLogin = l.login.porSegundo / l.limiteDoHash;
  const linhas: [string, string][] = [
    [
      `criação de inscrição, 1 turma, ${m.clientes} clientes`,
      `${n0(m.umaTurma.porSegundo)} req/s, ${lat(m.umaTurma)}${erros(m.umaTurma)}`,
    ],
    [
      `criação de inscrição, ${m.quantasTurmas} turmas`,
      `${n0(m.variasTurmas.porSegundo)} req/s, ${lat(m.variasTurmas)}${erros(m.variasTurmas)}`,
    ],
    ['limite do PostgreSQL no mesmo INSERT (pgbench)', `${n0(m.pgbench.porSegundo)} TPS, ${lat(m.pgbench)}`],
    [
      'criação ÷ pgbench (meta ≥ 0,15)',
      `${razaoCriacao.toFixed(3)}; a meia carga (${n0(m.meiaCarga.porSegundo)} req/s): ${lat(m.meiaCarga)} (meta p99 ≤ 100 ms)${erros(m.meiaCarga)}`,
    ],
    [
      `logins/s ÷ (núcleos × 1000 ÷ ms do argon2id), 20 clientes (meta ≥ 0,9)`,
      `${n0(l.login.porSegundo)}/s ÷ (${l.nucleos} × 1000 ÷ ${l.argon2Ms.toFixed(1)} ms = ${n0(l.limiteDoHash)}/s) = ${razaoLogin.toFixed(2)}, ${lat(l.login)}${erros(l.login)}`,
    ],
    [
      'argon2id sozinho, todos os núcleos ao mesmo tempo',
      `${n0(l.hashesEmParalelo)}/s (logins ÷ isso = ${(l.login.porSegundo / l.hashesEmParalelo).toFixed(2)})`,
    ],
    ['GET do catálogo durante os logins', `${lat(l.catalogoDuranteLogin)}${erros(l.catalogoDuranteLogin)}`],
    [
      `GET do catálogo ÷ /v1/health, ${m.clientes} clientes (meta ≥ 0,6)`,
      `${n0(m.catalogo.porSegundo)} ÷ ${n0(m.saude.porSegundo)} req/s = ${(m.catalogo.porSegundo / m.saude.porSegundo).toFixed(2)}; catálogo ${lat(m.catalogo)}${erros(m.catalogo)}`,
    ],
    ...m.cache.map((c): [string, string] => [
      `cache de ${c.caminho}`,
      `Cache-Control: ${c.cacheControl ?? '—'}; ETag: ${c.etag ? 'sim' : 'não'}; repetição com If-None-Match: ${c.repeticao ?? '—'}`,
    ]),
  ];
  const largura = Math.max(...linhas.map(([a]) => a.length));
  return linhas.map(([a, b]) => `${a.padEnd(largura)}  ${b}`);
}
