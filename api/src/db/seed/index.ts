import type { Db } from '../types.js';
import { semearCatalogo } from './catalogo.js';
import { CONTAS_DO_CICLO, semearCicloDaInscricao } from './ciclo-da-inscricao.js';
import { semearConteudo } from './conteudo.js';
import { semearMunicipios } from './municipios.js';
import { CONTAS_DEMO, semearUsuarios } from './usuarios.js';

/** Every account the demo seed writes: CONTAS_DEMO (candidates and staff) and the call-up cycle's class. */
export const TOTAL_DE_CONTAS_DEMO = CONTAS_DEMO.length + CONTAS_DO_CICLO.length;

/**
 * Seeds an empty database, all in one transaction (a failed seed leaves nothing behind). Idempotent: a database
 * that already has programmes is left alone.
 */
export async function semearSeVazio(
  db: Db,
  { contasDemo = true, senha }: { contasDemo?: boolean; senha?: string } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises two API processes starting on the same empty database.
    if (db.driver === 'pg') await tx.query('LOCK TABLE programa IN EXCLUSIVE MODE');
    const [existente] = await tx.query('SELECT 1 FROM programa LIMIT 1');
    if (existente) return false;
    await semearMunicipios(tx);
    const turmas = await semearCatalogo(tx);
    await semearConteudo(tx);
    // Production starts without the demo accounts: their password is published in the README.
    if (contasDemo) {
      await semearUsuarios(tx, turmas, senha);
      await semearCicloDaInscricao(tx, turmas.viaRapida, senha);
    }
    return true;
  });
}
