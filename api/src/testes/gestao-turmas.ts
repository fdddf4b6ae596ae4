import type { LightMyRequestResponse } from 'fastify';
import { TURMA_TRINTA_VAGAS } from '../db/seed/catalogo-dados.js';
import { criarContexto } from './contexto.js';
import { requisitar, sessaoDireta } from './cliente.js';
import { sessoesDaEquipe, turmasDosEscopos, type Perfil } from './equipe.js';
import { criarCandidatosAptos, criarInscricao } from './turmas.js';

/**
 * The classes side of the operations area (decision 1500): counts by status, open/close, seats never below the
 * occupied ones, the enrolment list (order, waiting-list place, CPF by profile, bounds) and its CSV.
 */
export const TURMA = TURMA_TRINTA_VAGAS;
export const url = (sufixo = '') => `/v1/gestao/turmas/${TURMA}${sufixo}`;
export type Pedir = (
  perfil: Perfil,
  metodo: 'GET' | 'PUT',
  caminho: string,
  body?: unknown,
) => Promise<LightMyRequestResponse>;

/** A seeded app whose class TURMA has six new enrolments, and `pedir` as each staff profile. */
export async function turmaDaGestao() {
  const ctx = await criarContexto();
  try {
    const equipe = await sessoesDaEquipe(ctx.app);
    const turmaDaMaria = (await turmasDosEscopos(ctx.app)).turma;
    const ids = await criarCandidatosAptos(ctx.db, 6, 'gestao');
    const candidatos = await Promise.all(ids.map((id) => sessaoDireta(ctx.app, id)));
    for (const c of candidatos) expect((await criarInscricao(ctx.app, c, TURMA)).statusCode).toBe(201);
    // Enrolment order 1..6; statuses as the call-up work will leave them: 1, 3, 4, 6, 6, 1 (6 holds no seat).
    const porOrdem = async (ordem: number, status: number) =>
      ctx.db.query('UPDATE inscricao SET id_status_inscricao = $2 WHERE id_usuario = $1', [
        ids[ordem]!,
        status,
      ]);
    await porOrdem(1, 3);
    await porOrdem(2, 4);
    await porOrdem(3, 6);
    await porOrdem(4, 6);
    await ctx.db.query('UPDATE turma SET vagas_ocupadas = vagas_ocupadas - 2 WHERE id = $1', [TURMA]);
    const pedir: Pedir = (perfil, metodo, caminho, body) =>
      requisitar(ctx.app, metodo, caminho, { token: equipe[perfil].token, body });
    return { ctx, candidatos, turmaDaMaria, pedir };
  } catch (erro) {
    await ctx.fechar();
    throw erro;
  }
}
