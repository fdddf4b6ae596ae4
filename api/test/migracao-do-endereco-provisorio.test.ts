import { aplicarMigracoes } from '../src/db/migrate.js';
import { bancoDescartavel } from '../src/testes/contexto.js';

/**
 * Decision 0146: a provisional address (`<cpf>@sem-email.gov.br`) is never confirmed. gov.br accounts created before it
 * with no e-mail in the claims got one confirmed, and so enrolled with an address that receives nothing.
 */
const MIGRACAO = '022_endereco_provisorio_nao_confirmado.sql';

describe('migração 022: o endereço provisório deixa de ser confirmado', () => {
  it('a conta antiga com o endereço provisório confirmado passa a não confirmado; as outras não mudam', async () => {
    const { db, descartar } = await bancoDescartavel({ semeado: true });
    try {
      await db.query(
        `INSERT INTO usuario (nome, cpf, email, data_nascimento, senha_hash, role, aceitou_termo, email_confirmado)
         VALUES ('Conta Antiga', '31840625708', '31840625708@sem-email.gov.br', NULL, NULL, 'Candidato', false, true)`,
      );
      const confirmadasAntes = await db.query(
        "SELECT 1 FROM usuario WHERE email_confirmado AND email NOT LIKE '%@sem-email.gov.br'",
      );
      await db.query('DELETE FROM schema_migracao WHERE nome = $1', [MIGRACAO]);
      expect(await aplicarMigracoes(db)).toEqual([MIGRACAO]);
      const [antiga] = await db.query<{ email_confirmado: boolean }>(
        "SELECT email_confirmado FROM usuario WHERE cpf = '31840625708'",
      );
      expect(antiga?.email_confirmado).toBe(false);
      const confirmadasDepois = await db.query(
        "SELECT 1 FROM usuario WHERE email_confirmado AND email NOT LIKE '%@sem-email.gov.br'",
      );
      expect(confirmadasDepois.length).toBe(confirmadasAntes.length);
    } finally {
      await descartar();
    }
  });
});
