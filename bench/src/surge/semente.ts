/**
 * The surge's seed (decision 0172): thousands of distinct candidates able to enrol, written straight into the
 * throw-away database the bench created (never the API: no seed endpoint exists to be left open in production), with
 * one argon2id hash of the demo password copied to all, so seeding costs one hash instead of thousands. A few popular
 * classes get far fewer seats than candidates.
 */
import pg from 'pg';
import { prepararCandidatos, turmasDoBench } from '../api-preparo.js';

export interface Semente {
  candidatos: { id: number; email: string }[];
  turmasPopulares: number[];
  curso: number;
  ordemServico: number;
}

export async function semear(
  url: string,
  quantos: number,
  turmasPopulares: number,
  vagasPorTurma: number,
  hashSenha: string,
  segredo: string,
  primeiro = 1,
): Promise<Semente> {
  const turmas = await turmasDoBench(url, turmasPopulares);
  const candidatos = await prepararCandidatos(url, quantos, segredo, primeiro);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('UPDATE turma SET vagas = vagas_ocupadas + $2 WHERE id = ANY($1::integer[])', [
      turmas,
      vagasPorTurma,
    ]);
    await db.query('UPDATE usuario SET senha_hash = $2 WHERE id = ANY($1::integer[])', [
      candidatos.map((c) => c.id),
      hashSenha,
    ]);
    const { rows } = await db.query<{ curso: number; os: number }>(
      'SELECT os.id_curso AS curso, os.id AS os FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico WHERE t.id = $1',
      [turmas[0]],
    );
    return {
      candidatos: candidatos.map(({ id, email }) => ({ id, email })),
      turmasPopulares: turmas,
      curso: rows[0]!.curso,
      ordemServico: rows[0]!.os,
    };
  } finally {
    await db.end();
  }
}
