import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `contracts/src/endpoints` mirrors the API's modules one to one (issue 31 §1, decision 0304): each module's endpoints
 * live in `<módulo>.ts`, their definitions in `<módulo>.esquemas.ts`, and a module's routes use only its own.
 */
const AQUI = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.join(AQUI, '../src');
const ENDPOINTS = path.join(AQUI, '../../contracts/src/endpoints');
/** The folder's own machinery, not a module's endpoints. */
const FERRAMENTAS_DOS_ENDPOINTS = new Set(['definir', 'cliente', 'esquema', 'index', 'todos']);

const pastasComRotas = readdirSync(SRC, { withFileTypes: true })
  .filter((item) => item.isDirectory())
  .map((item) => item.name)
  .filter((pasta) => readdirSync(path.join(SRC, pasta)).some((arquivo) => arquivo.endsWith('.rotas.ts')))
  .sort();

const arquivosDeEndpoints = readdirSync(ENDPOINTS)
  .filter((arquivo) => /^[a-z-]+\.ts$/.test(arquivo))
  .map((arquivo) => arquivo.replace(/\.ts$/, ''))
  .filter((nome) => !FERRAMENTAS_DOS_ENDPOINTS.has(nome))
  .sort();

const definicoesEm = (texto: string) => new Set(texto.match(/\bdefinicoes[A-Z]\w*/g) ?? []);

function definicoesExportadasPor(modulo: string): Set<string> {
  const texto = readFileSync(path.join(ENDPOINTS, `${modulo}.esquemas.ts`), 'utf8');
  return new Set([...texto.matchAll(/export const (definicoes[A-Z]\w*)/g)].map((m) => m[1]!));
}

function definicoesUsadasPela(pasta: string): Set<string> {
  const arquivos = readdirSync(path.join(SRC, pasta)).filter(
    (arquivo) => arquivo.endsWith('.ts') && !arquivo.endsWith('.test.ts'),
  );
  return new Set(
    arquivos.flatMap((arquivo) => [...definicoesEm(readFileSync(path.join(SRC, pasta, arquivo), 'utf8'))]),
  );
}

describe('contracts/src/endpoints espelha os módulos da API', () => {
  it('um arquivo de endpoints por módulo com rotas, com o mesmo nome, e nenhum outro', () => {
    expect(pastasComRotas.length).toBeGreaterThanOrEqual(13);
    expect(arquivosDeEndpoints).toEqual(pastasComRotas);
  });

  it.each(pastasComRotas)('%s: as rotas usam só as definições do seu arquivo, e todas elas', (pasta) => {
    expect([...definicoesUsadasPela(pasta)].sort()).toEqual([...definicoesExportadasPor(pasta)].sort());
  });
});
