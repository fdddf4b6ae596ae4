/**
 * Property-based test over the OpenAPI document (issue #11, item 2; issue 32, item 4): every operation of the
 * contracts, signed in and not, with hostile values in the path, the query, the body and the headers the portal
 * reads. A new seed each run, printed (FUZZ_SEMENTE=<n> replays it). Asserts: no 5xx, every refusal in the
 * {message, errors[]} shape, no row changed by a refused request; and prints, per operation, the share of cases that
 * got past CSRF, validation and authentication to the handler (a fuzz that never gets there proves little).
 */
import { TODOS_OS_ENDPOINTS } from '@portal/contracts';
import fc from 'fast-check';
import { createLocalJWKSet } from 'jose';
import { requisitar, sessaoDireta } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { somasDasTabelas } from '../src/testes/somas.js';
import {
  casoDe,
  contarChegadasAoHandler,
  corpoDe,
  formaDeErro,
  operacoesAtacaveis,
  urlDe,
  type Operacao,
} from '../src/testes/fuzz-openapi.js';

const SEMENTE = process.env.FUZZ_SEMENTE
  ? Number(process.env.FUZZ_SEMENTE)
  : Math.floor(Math.random() * 2 ** 31);
const CASOS_POR_OPERACAO = 10;
// About 830 requests (≈ 45 s here): well over Jest's per-test default on a busy two-core machine.
const PRAZO_MS = 300_000;
// Of every case, at least this share gets to a handler (measured 12–15 % over several seeds: most cases carry a
// hostile body, token or CSRF header, and are refused before it; the table the test prints says where).
const PARCELA_MINIMA_NO_HANDLER = 0.05;

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

describe(`fuzz do documento OpenAPI (${CASOS_POR_OPERACAO} casos por operação, semente nova a cada execução)`, () => {
  it(
    'nenhuma resposta 5xx, recusas no formato {message, errors[]} e nenhuma linha alterada por uma recusa',
    async () => {
      const { app, db } = t.ctx;
      console.log(`fuzz: semente ${SEMENTE} (repita com FUZZ_SEMENTE=${SEMENTE})`);
      const operacoes = operacoesAtacaveis(app);
      // Every endpoint of the contracts is attacked: an empty or shrunken list cannot pass.
      expect(operacoes.length).toBe(TODOS_OS_ENDPOINTS.length);
      const falhas: string[] = [];
      const noHandler = new Map<string, number>();
      const chegadas = contarChegadasAoHandler();
      let casos = 0;
      let erros5xx = 0;
      // One session per account, opened again only after an accepted request (which may have ended it: logout,
      // a new password); a refused one changes no row, as asserted below. The table sums are likewise taken
      // again only after a change, so each refusal costs one reading of them.
      const tokens = new Map<number, string>();
      let antes = await somasDasTabelas(db);
      for (const [n, op] of operacoes.entries()) {
        const amostra = fc.sample(casoDe(op, t.s.maria.id), {
          seed: SEMENTE + n,
          numRuns: CASOS_POR_OPERACAO,
        });
        for (const caso of amostra) {
          const conta =
            caso.quem === 'candidato' ? t.s.maria.id : caso.quem === 'administrador' ? t.s.admin.id : null;
          if (conta && !tokens.has(conta)) {
            tokens.set(conta, (await sessaoDireta(app, conta)).token);
            antes = await somasDasTabelas(db);
          }
          const token = conta ? tokens.get(conta)! : null;
          const url = urlDe(op, caso.rota, caso.consulta);
          const body =
            caso.corpo === undefined
              ? undefined
              : typeof caso.corpo === 'string'
                ? caso.corpo
                : JSON.stringify(caso.corpo);
          const idDoPedido = `fuzz-${SEMENTE}-${casos}`;
          const { 'x-xsrf-token': xsrf, ...cabecalhos } = caso.cabecalhos ?? {};
          const r = await requisitar(app, op.metodo, url, {
            token,
            body,
            remoteAddress: caso.endereco,
            headers: {
              ...cabecalhos,
              'x-request-id': idDoPedido,
              // A CSRF header of its own is sent against the client's cookie: it does not match.
              ...(xsrf === undefined ? {} : { 'x-xsrf-token': xsrf, cookie: 'XSRF-TOKEN=token-do-cookie' }),
            },
            semCsrf: xsrf !== undefined,
          });
          casos += 1;
          const chave = `${op.metodo} ${op.caminho}`;
          if (chegadas.chegou(idDoPedido)) noHandler.set(chave, (noHandler.get(chave) ?? 0) + 1);
          const onde = `${op.metodo} ${url.slice(0, 160)} (${caso.quem}) → ${r.statusCode}`;
          if (r.statusCode >= 500) erros5xx += 1;
          if (r.statusCode >= 500) {
            falhas.push(`${onde}: ${r.body.slice(0, 200)}`);
            antes = await somasDasTabelas(db);
          } else if (
            r.statusCode >= 400 &&
            !formaDeErro(corpoDe(r.body)) &&
            !formaOAuth(op, corpoDe(r.body))
          ) {
            falhas.push(`${onde}: forma ${r.body.slice(0, 120)}`);
            antes = await somasDasTabelas(db);
          } else if (r.statusCode >= 400) {
            const depois = await somasDasTabelas(db);
            const mudou = Object.keys(antes).filter((tabela) => antes[tabela] !== depois[tabela]);
            if (mudou.length) falhas.push(`${onde}: recusa alterou ${mudou.join(', ')}`);
            antes = depois;
          } else {
            tokens.clear();
            antes = await somasDasTabelas(db);
          }
        }
      }
      chegadas.parar();
      const chegaram = [...noHandler.values()].reduce((a, b) => a + b, 0);
      const tabela = operacoes
        .map((op) => `${op.metodo} ${op.caminho}`)
        .map((chave) => {
          const n = noHandler.get(chave) ?? 0;
          return `| ${chave} | ${n}/${CASOS_POR_OPERACAO} | ${Math.round((100 * n) / CASOS_POR_OPERACAO)} % |`;
        });
      console.log(
        [
          `fuzz (semente ${SEMENTE}): ${operacoes.length} operações, ${casos} casos, ${chegaram} no handler ` +
            `(${Math.round((100 * chegaram) / casos)} %), ${erros5xx} respostas 5xx, ${falhas.length} falhas`,
          '| operação | casos no handler | parcela |',
          '| --- | --- | --- |',
          ...tabela,
        ].join('\n'),
      );
      expect(casos).toBe(operacoes.length * CASOS_POR_OPERACAO);
      expect(falhas).toEqual([]);
      expect(chegaram / casos).toBeGreaterThanOrEqual(PARCELA_MINIMA_NO_HANDLER);
    },
    PRAZO_MS,
  );
});
