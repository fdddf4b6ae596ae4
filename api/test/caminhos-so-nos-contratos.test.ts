/**
 * Each API path is written once, in contracts/src/endpoints (decision 0910): the API registers its routes from there
 * and every client builds its URLs from there. This test reads the product's sources (API, gateway, shell, shared
 * packages and remotes; tests and test helpers aside) and fails on any string that starts an API path, or on
 * API_PREFIXO used to assemble one, outside contracts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PACOTES = [
  'api',
  'gateway',
  'shell',
  'shared-auth',
  'ui',
  'mfe-usuario',
  'mfe-candidato',
  'mfe-inscricao',
];
PACOTES.push('mfe-programas', 'mfe-primeiro-emprego', 'mfe-gestao');
const DE_TESTE = /(\.test\.tsx?$|[/\\]testes?[/\\])/;
/** A quote or backtick opening `/v1` (a path literal); a comment mentioning a path is fine. */
const LITERAL_DA_API = /['"`]\/v1(\/|['"`])/;
/** The gateway forwards the whole prefix and the API serves its docs under it: the prefix itself, not an endpoint. */
const PREFIXO_PERMITIDO = new Set(['gateway/src/criar-gateway.ts', 'gateway/src/rotas-estaticas.ts']);
PREFIXO_PERMITIDO.add('api/src/plugins/external/swagger.ts');
// The service worker sorts requests by the prefix (an API answer is cached only if public), like the gateway.
PREFIXO_PERMITIDO.add('shell/src/features/aplicativo/regras-de-cache.ts');
// The gateway's guard of the local tools refuses `/dev` and `/v1/dev` by prefix, whatever endpoint follows.
PREFIXO_PERMITIDO.add('gateway/src/somente-loopback.ts');

function fontes(pasta: string): string[] {
  return readdirSync(pasta, { withFileTypes: true }).flatMap((item) => {
    const caminho = path.join(pasta, item.name);
    if (item.isDirectory()) return item.name === 'node_modules' ? [] : fontes(caminho);
    return /\.(ts|tsx|mjs|cjs)$/.test(item.name) && !DE_TESTE.test(caminho) ? [caminho] : [];
  });
}

function violacoes(): string[] {
  return PACOTES.flatMap((pacote) => fontes(path.join(RAIZ, pacote, 'src'))).flatMap((arquivo) => {
    const relativo = path.relative(RAIZ, arquivo).split(path.sep).join('/');
    return readFileSync(arquivo, 'utf8')
      .split('\n')
      .map((linha, i) => ({ linha, onde: `${relativo}:${i + 1}` }))
      .filter(({ linha }) => !/^\s*(\/\/|\*|\/\*)/.test(linha))
      .filter(
        ({ linha }) =>
          LITERAL_DA_API.test(linha) || (/\bAPI_PREFIXO\b/.test(linha) && !PREFIXO_PERMITIDO.has(relativo)),
      )
      .map(({ linha, onde }) => `${onde}: ${linha.trim()}`);
  });
}

describe('caminhos da API só nos contratos', () => {
  it('nenhum literal /v1 nem API_PREFIXO fora de contracts/src/endpoints', () => {
    expect(violacoes()).toEqual([]);
  });
});
