import { parseArgs } from 'node:util';
import { lerConfig } from './config/env.js';
import { verificarModo } from './config/modo.js';
import { conectar } from './db/connect.js';
import { aplicarMigracoes } from './db/migrate.js';
import { semearSeVazio } from './db/seed/index.js';
import { criarAdministrador, lerDadosDoAdministrador, RecusaDoComando } from './gestao/index.js';

/**
 * `pnpm --filter @portal/api admin:criar -- --cpf … --email … --nome …` (or `node dist/admin-criar.js …` in the
 * production image, e.g. `docker compose exec api-1 node dist/admin-criar.js …`): the first Administrador, without a
 * password, and a one-time link to create it (decision 0210). It reads the same environment as the API and passes the
 * same production refusals (decision 0221: in production DATABASE_URL, never PGlite), applies the pending migrations
 * and the seed the API would, and prints the link on stdout only.
 */
const USO = `Uso: admin:criar --cpf <CPF> --email <e-mail> --nome "<nome completo>" [--forcar]

Cria uma conta de Administrador sem senha e mostra um link de uso único (válido por 24 horas) para criar a senha.
Recusa se já existir um Administrador, a não ser com --forcar. Lê DATABASE_URL (ou PORTAL_DATA_DIR) e PORTAL_URL
como a API. Com o banco embutido (PGlite), pare a API antes: só um processo abre a pasta do banco.`;

function lerArgumentos(argv: string[]) {
  // `pnpm run admin:criar -- --cpf …` may hand the `--` on; it separates nothing here.
  const args = argv.filter((a) => a !== '--');
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      cpf: { type: 'string' },
      email: { type: 'string' },
      nome: { type: 'string' },
      forcar: { type: 'boolean', default: false },
      ajuda: { type: 'boolean', default: false },
    },
  });
  return values;
}

async function principal(): Promise<number> {
  let valores: ReturnType<typeof lerArgumentos>;
  try {
    valores = lerArgumentos(process.argv.slice(2));
  } catch (erro) {
    console.error(`${(erro as Error).message}\n\n${USO}`);
    return 2;
  }
  if (valores.ajuda) {
    console.log(USO);
    return 0;
  }
  if (!valores.cpf || !valores.email || !valores.nome) {
    console.error(`Informe --cpf, --email e --nome.\n\n${USO}`);
    return 2;
  }
  const config = lerConfig();
  try {
    // Wrong arguments or a refused mode are told before the database is opened (a first PGlite start takes a while).
    lerDadosDoAdministrador({ cpf: valores.cpf, email: valores.email, nome: valores.nome });
    verificarModo(config);
  } catch (erro) {
    console.error((erro as Error).message.replace('A API não inicia', 'O comando não roda'));
    return 1;
  }
  if (config.producao && !config.portalUrlDefinida) {
    console.error(
      'Em modo de produção, defina PORTAL_URL (o endereço público do portal): é a origem do link.',
    );
    return 1;
  }
  const db = await conectar(config);
  try {
    await db.exclusivo(async () => {
      await aplicarMigracoes(db);
      await semearSeVazio(db, { contasDemo: config.contasDemo });
    });
    const { id, link, expiraEm } = await criarAdministrador(
      db,
      { cpf: valores.cpf, email: valores.email, nome: valores.nome },
      { forcar: valores.forcar, portalUrl: config.portalUrl },
    );
    console.log(
      `Administrador criado (conta ${id}), ainda sem senha.\n` +
        `Abra o link abaixo para criar a senha. Ele vale uma vez, até ${expiraEm.toISOString()}:\n${link}`,
    );
    return 0;
  } catch (erro) {
    if (erro instanceof RecusaDoComando) {
      console.error(erro.message);
      return 1;
    }
    throw erro;
  } finally {
    await db.close();
  }
}

process.exitCode = await principal();
