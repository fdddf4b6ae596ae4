/**
 * Property-based test over the OpenAPI document (issue #11, item 2): every write operation and every operation with
 * path or query parameters, signed in and not, with hostile values. Fixed seed and case count, so a failure repeats.
 * Asserts: no 5xx, every refusal in the {message, errors[]} shape, and no row changed by a refused request.
 */
import fc from 'fast-check';
import { createLocalJWKSet } from 'jose';
import { requisitar, sessaoDireta } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { somasDasTabelas } from '../src/testes/somas.js';
import {
  casoDe,
  corpoDe,
  formaDeErro,
  operacoesAtacaveis,
  urlDe,
  type Operacao,
} from '../src/testes/fuzz-openapi.js';

const SEMENTE = 20261123;
const CASOS_POR_OPERACAO = 20;
// About 1,240 requests: well over Jest's per-test default on a busy two-core machine.
const PRAZO_MS = 300_000;

/** gov.br at the edge: discovery works, every code is refused (400 invalid_grant), no key verifies a forged token. */
const govbrFetch = (async (url: string | URL) => {
  const corpo = String(url).endsWith('openid-configuration')
    ? {
        issuer: 'http://localhost:4000/',
        token_endpoint: 'http://127.0.0.1:9/token',
        jwks_uri: 'http://127.0.0.1:9/jwks',
      }
    : { error: 'invalid_grant' };
  return new Response(JSON.stringify(corpo), {
    status: 'error' in corpo ? 400 : 200,
    headers: { 'content-type': 'application/json' },
  });
}) as typeof fetch;
const t = usarContextoDemo({ govbrFetch, govbrJwks: createLocalJWKSet({ keys: [] }) });

/** The token mediator passes the IdP's OAuth answer through as it is ({error}), by the spec; every other refusal is ours. */
const formaOAuth = (op: Operacao, corpo: unknown) =>
  op.caminho.endsWith('/govbr/token') && typeof (corpo as { error?: unknown } | null)?.error === 'string';

describe(`fuzz do documento OpenAPI (semente ${SEMENTE}, ${CASOS_POR_OPERACAO} casos por operação)`, () => {
  it(
    'nenhuma resposta 5xx, recusas no formato {message, errors[]} e nenhuma linha alterada por uma recusa',
    async () => {
      const { app, db } = t.ctx;
      const operacoes = operacoesAtacaveis(app);
      const falhas: string[] = [];
      let casos = 0;
      let erros5xx = 0;
      for (const [n, op] of operacoes.entries()) {
        const amostra = fc.sample(casoDe(op, t.s.maria.id), {
          seed: SEMENTE + n,
          numRuns: CASOS_POR_OPERACAO,
        });
        for (const caso of amostra) {
          const conta =
            caso.quem === 'candidato' ? t.s.maria.id : caso.quem === 'administrador' ? t.s.admin.id : null;
          const token = conta ? (await sessaoDireta(app, conta)).token : null;
          const antes = await somasDasTabelas(db);
          const url = urlDe(op, caso.rota, caso.consulta);
          const body =
            caso.corpo === undefined
              ? undefined
              : typeof caso.corpo === 'string'
                ? caso.corpo
                : JSON.stringify(caso.corpo);
          const r = await requisitar(app, op.metodo, url, { token, body, remoteAddress: caso.endereco });
          casos += 1;
          const onde = `${op.metodo} ${url.slice(0, 160)} (${caso.quem}) → ${r.statusCode}`;
          if (r.statusCode >= 500) erros5xx += 1;
          if (r.statusCode >= 500) falhas.push(`${onde}: ${r.body.slice(0, 200)}`);
          else if (r.statusCode >= 400 && !formaDeErro(corpoDe(r.body)) && !formaOAuth(op, corpoDe(r.body)))
            falhas.push(`${onde}: forma ${r.body.slice(0, 120)}`);
          else if (r.statusCode >= 400) {
            const depois = await somasDasTabelas(db);
            const mudou = Object.keys(antes).filter((tabela) => antes[tabela] !== depois[tabela]);
            if (mudou.length) falhas.push(`${onde}: recusa alterou ${mudou.join(', ')}`);
          }
        }
      }
      console.log(
        `fuzz: ${operacoes.length} operações, ${casos} casos, ${erros5xx} respostas 5xx, ${falhas.length} falhas`,
      );
      expect(casos).toBe(operacoes.length * CASOS_POR_OPERACAO);
      expect(falhas).toEqual([]);
    },
    PRAZO_MS,
  );
});
