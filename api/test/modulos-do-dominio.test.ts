import Fastify from 'fastify';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';

/** Each domain folder of `api/src` is one named Fastify plugin with its declared dependencies (decision 0301). */
const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');
const PASTAS_COM_ROTAS = readdirSync(SRC, { withFileTypes: true })
  .filter((item) => item.isDirectory())
  .map((item) => item.name)
  .filter((pasta) => readdirSync(path.join(SRC, pasta)).some((arquivo) => arquivo.endsWith('.rotas.ts')));

interface MetaDoPlugin {
  name?: string;
  dependencies?: string[];
  encapsulate?: boolean;
}

async function moduloDa(pasta: string) {
  const { default: plugin } = (await import(path.join(SRC, pasta, `${pasta}.rotas.ts`))) as {
    default: object;
  };
  return { plugin, meta: (plugin as Record<symbol, MetaDoPlugin>)[Symbol.for('plugin-meta')] ?? {} };
}

let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto();
});
afterAll(() => ctx.fechar());

describe('módulos de domínio da API', () => {
  it('acha as pastas com rotas (a lista não está vazia)', () => {
    expect(PASTAS_COM_ROTAS.length).toBeGreaterThanOrEqual(13);
  });

  it.each(PASTAS_COM_ROTAS)(
    '%s: <pasta>.rotas.ts é um plugin com o nome da pasta e dependências',
    async (pasta) => {
      const { meta } = await moduloDa(pasta);
      expect(meta.name).toBe(pasta);
      expect(meta.encapsulate).toBe(true);
      expect(meta.dependencies?.length).toBeGreaterThan(0);
    },
  );

  it('a aplicação montada tem cada módulo pelo nome', () => {
    for (const pasta of PASTAS_COM_ROTAS) expect([pasta, ctx.app.hasPlugin(pasta)]).toEqual([pasta, true]);
  });

  it.each(PASTAS_COM_ROTAS)('%s: sozinho, sem os plugins da aplicação, o Fastify não sobe', async (pasta) => {
    const { plugin, meta } = await moduloDa(pasta);
    const vazio = Fastify({ logger: false });
    vazio.register(plugin as Parameters<typeof vazio.register>[0]);
    await expect(vazio.ready()).rejects.toThrow(
      `The dependency '${meta.dependencies?.[0]}' of plugin '${pasta}' is not registered`,
    );
    await vazio.close().catch(() => undefined);
  });
});
