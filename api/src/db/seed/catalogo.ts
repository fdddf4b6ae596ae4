import type { Executor } from '../types.js';
import {
  ARCOS,
  CURSOS,
  PROGRAMAS,
  TURMA_TRINTA_VAGAS,
  TURMA_VAGA_UNICA,
  TURMA_VAGA_UNICA_E2E,
  TURMAS_DE_TESTE,
  UNIDADE_VIRTUAL,
  UNIDADES,
} from './catalogo-dados.js';

export interface TurmasDeDemonstracao {
  /** Open classes of programme 1 and 2 (Maria's cancelled and called-up enrolments). */
  viaRapida: number;
  expresso: number;
  /** A finished class of programme 4 (a concluded, approved enrolment). */
  encerrada: number;
  /** An open first-job class (Bruna's call-up, decision 0142). */
  primeiroEmprego: number;
}

async function inserirId(tx: Executor, sql: string, params: unknown[]): Promise<number> {
  const [linha] = await tx.query<{ id: number }>(`${sql} RETURNING id`, params);
  return linha!.id;
}

/** Classes open for enrolment: start in 30 days, enrolments until day 25, end in 120 days. */
async function turma(tx: Executor, os: number, turno: string, vagas: number, id?: number): Promise<number> {
  const horarios: Record<string, string> = {
    MANHA: '08:00 às 12:00',
    TARDE: '13:00 às 17:00',
    NOITE: '18:30 às 22:30',
    INTEGRAL: 'Acesso livre',
  };
  return inserirId(
    tx,
    `INSERT INTO turma (id, id_ordem_servico, turno, horario, data_inicio, data_fim, inscricoes_ate, vagas)
     VALUES (coalesce($1, nextval('turma_id_seq')), $2, $3, $4, current_date + 30, current_date + 120, current_date + 25, $5)`,
    [id ?? null, os, turno, horarios[turno], vagas],
  );
}

/** Programmes, arcs, courses, units, service orders and classes in several municipalities. */
export async function semearCatalogo(tx: Executor): Promise<TurmasDeDemonstracao> {
  for (const p of PROGRAMAS)
    await tx.query('INSERT INTO programa (id, nome, slug) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      p.id,
      p.nome,
      p.slug,
    ]);
  const arcos: number[] = [];
  for (const a of ARCOS)
    arcos.push(
      await inserirId(tx, 'INSERT INTO arco (nome, url_slug, descricao) VALUES ($1, $2, $3)', [
        a.nome,
        a.slug,
        a.descricao,
      ]),
    );
  const unidades: number[] = [];
  for (const [nome, endereco, municipio] of UNIDADES) {
    unidades.push(
      await inserirId(tx, 'INSERT INTO unidade (nome, endereco, id_municipio) VALUES ($1, $2, $3)', [
        nome,
        endereco,
        municipio,
      ]),
    );
  }
  const virtual = await inserirId(
    tx,
    'INSERT INTO unidade (nome, endereco, id_municipio) VALUES ($1, $2, $3)',
    UNIDADE_VIRTUAL,
  );

  const primeiraOs: Record<string, number> = {};
  let indice = 0;
  for (const [modalidade, cursos] of Object.entries(CURSOS)) {
    for (const [nome, slug, arco, horas, escolaridade, formato] of cursos) {
      const curso = await inserirId(
        tx,
        `INSERT INTO curso (nome, url_slug, descricao, carga_horaria, id_modalidade, id_arco, escolaridade_minima, formato)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          nome,
          slug,
          `Curso de ${nome}: aulas práticas e teóricas, com certificado.`,
          horas,
          Number(modalidade),
          arcos[arco],
          escolaridade,
          formato ?? 'PRESENCIAL',
        ],
      );
      const locais =
        formato === 'ONLINE'
          ? [virtual]
          : [unidades[indice % unidades.length]!, unidades[(indice + 3) % unidades.length]!];
      indice += 1;
      for (const unidade of locais) {
        const os = await inserirId(tx, 'INSERT INTO ordem_servico (id_curso, id_unidade) VALUES ($1, $2)', [
          curso,
          unidade,
        ]);
        primeiraOs[slug] ??= os;
        if (formato === 'ONLINE') await turma(tx, os, 'INTEGRAL', 500);
        else
          for (const [turno, vagas] of [
            ['MANHA', 20],
            ['NOITE', 25],
          ] as const)
            await turma(tx, os, turno, vagas);
      }
    }
  }
  await turma(tx, primeiraOs['operador-de-empilhadeira']!, 'TARDE', 1, TURMA_VAGA_UNICA);
  await turma(tx, primeiraOs['soldador']!, 'TARDE', 1, TURMA_VAGA_UNICA_E2E);
  await turma(tx, primeiraOs['assistente-administrativo']!, 'TARDE', 30, TURMA_TRINTA_VAGAS);
  // Kept for the tests, out of the public catalogue (decision 0131).
  await tx.query('UPDATE turma SET reservada_para_testes = true WHERE id = ANY($1::integer[])', [
    TURMAS_DE_TESTE,
  ]);
  // Maria finished this course (status 5): a finished course holds no seat (STATUS_INSCRICAO_OCUPAM_VAGA), so none is taken.
  const encerrada = await inserirId(
    tx,
    `INSERT INTO turma (id_ordem_servico, turno, horario, data_inicio, data_fim, inscricoes_ate, vagas, vagas_ocupadas, aberta)
     VALUES ($1, 'NOITE', '18:30 às 22:30', current_date - 200, current_date - 60, current_date - 210, 20, 0, false)`,
    [primeiraOs['design-grafico']],
  );
  const [viaRapida] = await tx.query<{ id: number }>(
    'SELECT min(id) AS id FROM turma WHERE id_ordem_servico = $1',
    [primeiraOs['eletricista-instalador']],
  );
  const [expresso] = await tx.query<{ id: number }>(
    'SELECT min(id) AS id FROM turma WHERE id_ordem_servico = $1',
    [primeiraOs['atendimento-ao-cliente']],
  );
  const [primeiroEmprego] = await tx.query<{ id: number }>(
    'SELECT min(id) AS id FROM turma WHERE id_ordem_servico = $1',
    [primeiraOs['auxiliar-de-escritorio']],
  );
  return {
    viaRapida: viaRapida!.id,
    expresso: expresso!.id,
    encerrada,
    primeiroEmprego: primeiroEmprego!.id,
  };
}
