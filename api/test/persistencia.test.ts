import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { TOTAL_DE_CONTAS_DEMO } from '../src/db/seed/index.js';
import { usandoPostgres } from '../src/testes/contexto.js';
import { SENHA_DEMO } from '../src/db/seed/usuarios.js';
import { entrar, requisitar } from '../src/testes/cliente.js';

/**
 * Without DATABASE_URL the API keeps an embedded database in the data folder: a restart finds the same data and the
 * same JWT secret. (Only meaningful for the embedded database, so skipped when the suite runs on PostgreSQL.)
 */
(usandoPostgres ? describe.skip : describe)('PGlite no diretório de dados', () => {
  it('sobrevive a um reinício: migrações aplicadas uma vez, semente uma vez, tokens continuam válidos', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-api-dados-'));
    try {
      // Load shedding off (decision 0165): PGlite opening on a busy machine is not an overload.
      const config = {
        dataDir,
        databaseUrl: null,
        jwtSecret: null,
        devMailbox: false,
        sobrecargaAtrasoMaximoMs: 0,
      };
      const primeira = await buildApp({ logger: false, config });
      const sessao = await entrar(primeira, 'maria.silva@exemplo.com.br');
      // An e-mail change asks for the password and waits for its link (issue 27 §2): the pending address is written.
      const troca = await requisitar(primeira, 'PUT', `/v1/usuario/${sessao.id}/Email`, {
        token: sessao.token,
        body: { email: 'maria.nova@exemplo.com.br', senha: SENHA_DEMO },
      });
      expect(troca.statusCode).toBe(200);
      await primeira.close();
      const segredo = await readFile(path.join(dataDir, 'api-jwt-secret'), 'utf8');

      const segunda = await buildApp({ logger: false, config });
      try {
        const eu = await requisitar(segunda, 'GET', `/v1/usuario/${sessao.id}`, { token: sessao.token });
        expect(eu.json().emailPendente).toBe('maria.nova@exemplo.com.br');
        expect(await readFile(path.join(dataDir, 'api-jwt-secret'), 'utf8')).toBe(segredo);
        const [contagem] = await segunda.db.query<{ n: number }>(
          'SELECT count(*)::integer AS n FROM usuario',
        );
        expect(contagem!.n).toBe(TOTAL_DE_CONTAS_DEMO);
      } finally {
        await segunda.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
