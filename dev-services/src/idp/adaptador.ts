/**
 * oidc-provider's adapter interface (one instance per model: Session, Grant, AuthorizationCode, Interaction, ...)
 * over the provider's store (armazem.ts). Expired rows are never returned, and are deleted when met.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Armazem } from './armazem.js';

const TABELA = 'govbr_local.modelo_oidc';

export function criarAdaptador(armazem: Armazem) {
  return class AdaptadorNoBanco implements Adapter {
    constructor(private readonly tipo: string) {}

    async upsert(id: string, dados: AdapterPayload, expiraEmSegundos: number): Promise<void> {
      await armazem.query(
        `INSERT INTO ${TABELA} (tipo, id, dados, grant_id, user_code, uid, expira_em)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, CASE WHEN $7::integer > 0 THEN now() + make_interval(secs => $7::integer) END)
         ON CONFLICT (tipo, id) DO UPDATE SET dados = EXCLUDED.dados, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expira_em = EXCLUDED.expira_em`,
        [
          this.tipo,
          id,
          JSON.stringify(dados),
          dados.grantId ?? null,
          dados.userCode ?? null,
          dados.uid ?? null,
          expiraEmSegundos ?? 0,
        ],
      );
    }

    private async buscar(
      coluna: 'id' | 'user_code' | 'uid',
      valor: string,
    ): Promise<AdapterPayload | undefined> {
      const [linha] = await armazem.query<{ dados: AdapterPayload; consumido: number | null }>(
        `SELECT dados, extract(epoch FROM consumido_em)::integer AS consumido FROM ${TABELA}
          WHERE tipo = $1 AND ${coluna} = $2 AND (expira_em IS NULL OR expira_em > now())`,
        [this.tipo, valor],
      );
      if (!linha) return undefined;
      return linha.consumido ? { ...linha.dados, consumed: linha.consumido } : linha.dados;
    }

    find(id: string) {
      return this.buscar('id', id);
    }

    findByUserCode(userCode: string) {
      return this.buscar('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.buscar('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await armazem.query(`UPDATE ${TABELA} SET consumido_em = now() WHERE tipo = $1 AND id = $2`, [
        this.tipo,
        id,
      ]);
    }

    async destroy(id: string): Promise<void> {
      await armazem.query(`DELETE FROM ${TABELA} WHERE tipo = $1 AND id = $2`, [this.tipo, id]);
    }

    /**
     * oidc-provider calls this on every model's adapter in turn: only this model's rows go. Across models it also took
     * the interaction of a sign-in in progress (it carries the grant of the session being replaced), so a second
     * person signing in after `prompt=login` got "interaction session not found".
     */
    async revokeByGrantId(grantId: string): Promise<void> {
      await armazem.query(`DELETE FROM ${TABELA} WHERE tipo = $1 AND grant_id = $2`, [this.tipo, grantId]);
    }
  };
}
