import pg from 'pg';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';

/** The class of 30 seats from the API seed (programme 1), where the pgbench rows point. */
export const TURMA_DO_BENCH = 9003;

/**
 * The classes the load goes to: the seed's class 9003 first, then other open classes of programme 1, all widened so
 * every measured request can succeed (201). One class is the worst case: every enrolment takes the same row lock.
 */
export async function turmasDoBench(url: string, quantas: number): Promise<number[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query<{ id: number }>(
    `SELECT t.id FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso
      WHERE c.id_modalidade = 1 AND t.aberta ORDER BY t.id = $1 DESC, t.id LIMIT $2`,
    [TURMA_DO_BENCH, quantas],
  );
  const ids = rows.map((r) => r.id);
  await db.query('UPDATE turma SET vagas = 1000000 WHERE id = ANY($1::integer[])', [ids]);
  await db.end();
  return ids;
}

export async function criarBanco(urlAdmin: string): Promise<{ url: string; apagar: () => Promise<void> }> {
  const nome = `portal_bench_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: urlAdmin });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
  await admin.end();
  const url = new URL(urlAdmin);
  url.pathname = `/${nome}`;
  return {
    url: url.toString(),
    apagar: async () => {
      const fim = new pg.Client({ connectionString: urlAdmin });
      await fim.connect();
      await fim.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await fim.end();
    },
  };
}

/**
 * Candidates able to enrol (confirmed e-mail, complete records), each with an open server session and a signed
 * access token, created in SQL so that password hashing does not dominate the preparation.
 */
export async function prepararCandidatos(
  url: string,
  quantos: number,
  segredo: string,
  primeiro = 1,
): Promise<{ id: number; token: string; email: string }[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query<{ id: number; nome: string; email: string }>(
    `INSERT INTO usuario (nome, cpf, email, data_nascimento, role, aceitou_termo, email_confirmado)
     SELECT 'Bench ' || n, lpad((80000000000 + n)::text, 11, '0'), 'bench' || n || '@exemplo.com.br', '1990-01-01', 'Candidato', true, true
       FROM generate_series($2::integer, $2::integer + $1 - 1) AS n RETURNING id, nome, email`,
    [quantos, primeiro],
  );
  const ids = rows.map((r) => r.id);
  await db.query(
    `INSERT INTO dados_cadastrais (id_usuario, nome, cpf, data_nascimento, sexo, raca_cor, possui_deficiencia, telefone, email)
     SELECT id, nome, cpf, data_nascimento, 'F', 'PARDA', false, '11999990000', email FROM usuario WHERE id = ANY($1::integer[])`,
    [ids],
  );
  await db.query(
    `INSERT INTO endereco (id_usuario, cep, logradouro, numero, bairro, municipio, uf)
     SELECT id, '01001000', 'Praça da Sé', '1', 'Sé', 'São Paulo', 'SP' FROM usuario WHERE id = ANY($1::integer[])`,
    [ids],
  );
  await db.query(
    `INSERT INTO dados_socioeconomicos (id_usuario, id_grau_instrucao, renda_familiar, pessoas_residencia, situacao_trabalho, recebe_beneficio_social)
     SELECT id, 2, 'ATE_1', 2, 'DESEMPREGADO', false FROM usuario WHERE id = ANY($1::integer[])`,
    [ids],
  );
  const chave = new TextEncoder().encode(segredo);
  const candidatos = await Promise.all(
    rows.map(async (r) => {
      const sessao = randomUUID();
      const token = await new SignJWT({
        sid: r.id,
        sessao,
        name: r.nome,
        email: r.email,
        role: 'Candidato',
        aceitouTermo: true,
        uf: 'SP',
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(chave);
      return { id: r.id, token, sessao, email: r.email };
    }),
  );
  await db.query('INSERT INTO sessao (id, id_usuario) SELECT * FROM unnest($1::uuid[], $2::integer[])', [
    candidatos.map((c) => c.sessao),
    candidatos.map((c) => c.id),
  ]);
  await db.end();
  return candidatos.map(({ id, token, email }) => ({ id, token, email }));
}

/** Public GETs of the bench class (course, its municipalities and units, its classes): what an edge cache would hold. */
export async function caminhosPublicos(url: string): Promise<string[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query<{ os: number; curso: number; municipio: number }>(
    `SELECT os.id AS os, os.id_curso AS curso, u.id_municipio AS municipio
       FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN unidade u ON u.id = os.id_unidade
      WHERE t.id = $1`,
    [TURMA_DO_BENCH],
  );
  await db.end();
  const { os, curso, municipio } = rows[0]!;
  return [
    '/v1/cursos',
    `/v1/cursos/${curso}`,
    `/v1/cursos/${curso}/municipios`,
    `/v1/cursos/${curso}/municipios/${municipio}/unidades`,
    `/v1/ordens-servico/${os}/turmas`,
  ];
}
