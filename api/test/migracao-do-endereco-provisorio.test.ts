import { aplicarMigracoes } from '../src/db/migrate.js';
import { bancoDescartavel } from '../src/testes/contexto.js';
import type { Db } from '../src/db/types.js';

/**
 * Decision 0146 for the accounts that existed before it: a provisional address (`<cpf>@sem-email.gov.br`) is never
 * confirmed, and an account gov.br took back with no free gov.br address loses the registrant's address.
 */
const MIGRACAO = '022_endereco_provisorio_nao_confirmado.sql';

async function conta(
  db: Db,
  cpf: string,
  email: string,
  extra: { confirmado?: boolean; govbr?: object } = {},
) {
  const [linha] = await db.query<{ id: number }>(
    `INSERT INTO usuario (nome, cpf, email, data_nascimento, senha_hash, role, aceitou_termo, email_confirmado,
                          govbr_dados, govbr_verificado_em)
     VALUES ('Conta Antiga', $1, $2, NULL, NULL, 'Candidato', false, $3, $4, now()) RETURNING id`,
    [cpf, email, extra.confirmado ?? false, extra.govbr ?? { sub: cpf }],
  );
  return linha!.id;
}

const situacao = async (db: Db, id: number) =>
  (
    await db.query<{ email: string; email_confirmado: boolean }>(
      'SELECT email, email_confirmado FROM usuario WHERE id = $1',
      [id],
    )
  )[0];

describe('migração 022: contas de antes da decisão 0146', () => {
  it('desconfirma o provisório, tira do retomado o endereço de quem cadastrou e anula os links dele', async () => {
    const { db, descartar } = await bancoDescartavel({ semeado: true });
    try {
      const semEmail = await conta(db, '31840625708', '31840625708@sem-email.gov.br', { confirmado: true });
      // Taken back under decision 0123: the registrant's address stayed, unconfirmed, and a link went to it.
      const retomada = await conta(db, '42751936016', 'intruso@exemplo.com.br', {
        govbr: { sub: '42751936016' },
      });
      await db.query(
        `INSERT INTO token_uso_unico (hash, id_usuario, tipo, expira_em)
         VALUES ('hash-do-link-do-intruso', $1, 'CONFIRMACAO_EMAIL', now() + interval '1 day')`,
        [retomada],
      );
      // gov.br's own address, not yet verified by gov.br: it stays.
      const doGovbr = await conta(db, '53662047128', 'dona@exemplo.com.br', {
        govbr: { sub: '53662047128', email: 'Dona@exemplo.com.br' },
      });
      const confirmadasAntes = await db.query(
        "SELECT id FROM usuario WHERE email_confirmado AND email NOT LIKE '%@sem-email.gov.br' ORDER BY id",
      );

      await db.query('DELETE FROM schema_migracao WHERE nome = $1', [MIGRACAO]);
      expect(await aplicarMigracoes(db)).toEqual([MIGRACAO]);

      expect(await situacao(db, semEmail)).toEqual({
        email: '31840625708@sem-email.gov.br',
        email_confirmado: false,
      });
      expect(await situacao(db, retomada)).toEqual({
        email: '42751936016@sem-email.gov.br',
        email_confirmado: false,
      });
      const [link] = await db.query<{ usado: boolean }>(
        "SELECT usado_em IS NOT NULL AS usado FROM token_uso_unico WHERE hash = 'hash-do-link-do-intruso'",
      );
      expect(link?.usado).toBe(true);
      expect(await situacao(db, doGovbr)).toEqual({ email: 'dona@exemplo.com.br', email_confirmado: false });
      expect(
        await db.query(
          "SELECT id FROM usuario WHERE email_confirmado AND email NOT LIKE '%@sem-email.gov.br' ORDER BY id",
        ),
      ).toEqual(confirmadasAntes);
    } finally {
      await descartar();
    }
  });
});
