import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { aplicarMigracoes } from '../db/migrate.js';
import { criarDbPg } from '../db/pg-driver.js';
import { semearSeVazio } from '../db/seed/index.js';
import { bancoDescartavel } from './contexto.js';

/**
 * A TCP relay to a PostgreSQL server that a test takes away (connections cut, port refused) and brings back on the
 * same port, as a replica or a PgBouncer stops and starts again.
 */
export class ReleTcp {
  private servidor: net.Server | null = null;
  private readonly conexoes = new Set<net.Socket>();
  porta = 0;

  /** `destino`: the server's URL (postgres://host:porta/...). */
  constructor(private readonly destino: string) {}

  async abrir(): Promise<void> {
    const destino = new URL(this.destino);
    this.servidor = net.createServer((cliente) => {
      const servidor = net.connect(Number(destino.port || 5432), destino.hostname);
      for (const s of [cliente, servidor]) {
        this.conexoes.add(s);
        s.on('close', () => this.conexoes.delete(s));
        s.on('error', () => undefined);
      }
      cliente.pipe(servidor).pipe(cliente);
    });
    await new Promise<void>((resolve) => this.servidor!.listen(this.porta, '127.0.0.1', resolve));
    this.porta = (this.servidor.address() as AddressInfo).port;
  }

  /** Cuts every open connection and keeps listening: what a pooler's restart does to the connections it held. */
  async cortarConexoes(): Promise<void> {
    for (const s of this.conexoes) s.destroy();
  }

  /** Cuts every connection and stops listening: the port refuses, as a stopped server's does. */
  async fechar(): Promise<void> {
    await this.cortarConexoes();
    await new Promise<void>((resolve) => (this.servidor ? this.servidor.close(() => resolve()) : resolve()));
    this.servidor = null;
  }
}

/**
 * A seeded throw-away PostgreSQL database (demo accounts) and a `Db` of the API that reaches it only through a relay
 * the test takes away and brings back. `banco.db` reaches it directly, as another process would.
 */
export async function bancoAtrasDeUmRele(maximoDeConexoes = 4) {
  const banco = await bancoDescartavel();
  await aplicarMigracoes(banco.db);
  await semearSeVazio(banco.db, { contasDemo: true });
  const rele = new ReleTcp(banco.url!);
  await rele.abrir();
  const url = new URL(banco.url!);
  url.hostname = '127.0.0.1';
  url.port = String(rele.porta);
  const db = criarDbPg(url.toString(), maximoDeConexoes);
  return {
    banco,
    rele,
    db,
    async descartar(): Promise<void> {
      await db.close();
      await rele.fechar();
      await banco.descartar();
    },
  };
}
