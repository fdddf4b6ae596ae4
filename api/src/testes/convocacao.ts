import { HOJE_EM_BRASILIA } from '../db/sql/instante.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.js';
import { requisitar, sessaoDireta, type Sessao } from './cliente.js';
import type { Contexto, SessoesDemo } from './contexto.js';
import { dataEmBrasilia } from '../lib/dia-em-brasilia.js';
import { criarCandidatosAptos, criarInscricao } from './turmas.js';

/** An open class of programme 1 (not a reserved test class) with `vagas` seats and nobody in it. */
export async function turmaVazia(db: Db, vagas: number): Promise<number> {
  const [turma] = await db.query<{ id: number }>(
    `SELECT t.id FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso
      WHERE c.id_modalidade = 1 AND t.aberta AND t.inscricoes_ate >= ${HOJE_EM_BRASILIA} AND t.id < 9000
        AND NOT EXISTS (SELECT 1 FROM inscricao i WHERE i.id_turma_principal = t.id)
      ORDER BY t.id DESC LIMIT 1`,
  );
  await db.query('UPDATE turma SET vagas = $2, vagas_ocupadas = 0 WHERE id = $1', [turma!.id, vagas]);
  return turma!.id;
}

export interface Inscrito extends Sessao {
  idInscricao: number;
  email: string;
}

/** `quantos` new candidates enrolled in the class, one after the other (their order is the enrolment order). */
export async function inscreverEmOrdem(
  app: FastifyInstance,
  idTurma: number,
  quantos: number,
  prefixo: string,
): Promise<Inscrito[]> {
  const ids = await criarCandidatosAptos(app.db, quantos, prefixo);
  const inscritos: Inscrito[] = [];
  for (const id of ids) {
    const sessao = await sessaoDireta(app, id);
    const r = await criarInscricao(app, sessao, idTurma);
    if (r.statusCode !== 201) throw new Error(`inscrição ${id}: ${r.statusCode} ${r.body}`);
    const usuario = await app.repos.usuarios.porId(id);
    inscritos.push({ ...sessao, idInscricao: (r.json() as { id: number }).id, email: usuario!.email });
  }
  return inscritos;
}

export const statusDe = async (db: Db, idInscricao: number) =>
  (
    await db.query<{ s: number; c: number | null }>(
      'SELECT id_status_inscricao AS s, id_convocacao AS c FROM inscricao WHERE id = $1',
      [idInscricao],
    )
  )[0]!;

export const mensagensPara = (db: Db, email: string, tipo: string) =>
  db.query<{ assunto: string; corpo: string; link: string | null }>(
    'SELECT assunto, corpo, link FROM mensagem_saida WHERE para = $1 AND tipo = $2 ORDER BY id',
    [email, tipo],
  );

/**
 * The call-up e-mails a candidate got (decision 1522: a staff call-up and the automatic one after a freed seat send the
 * same message), with the deadline's date written as a placeholder so that two call-ups on different days compare.
 */
export async function emailsDeConvocacao(db: Db, email: string, prazo?: string) {
  const mensagens = await mensagensPara(db, email, 'CONVOCACAO');
  const data = prazo ? dataEmBrasilia(new Date(prazo)) : null;
  return mensagens.map((m) => ({ ...m, corpo: data ? m.corpo.replaceAll(data, '<prazo>') : m.corpo }));
}

export const convocar = (app: FastifyInstance, token: string, idTurma: number, body: unknown) =>
  requisitar(app, 'POST', `/v1/gestao/turmas/${idTurma}/convocacoes`, { token, body });

export const confirmar = (app: FastifyInstance, quem: Sessao, idInscricao: number, idConvocado: number) =>
  requisitar(
    app,
    'POST',
    `/v1/inscricao/ViaRapida/ConfirmarMatricula?idInscricao=${idInscricao}&idConvocado=${idConvocado}`,
    { token: quem.token },
  );

/**
 * The class the call-up suites start from: 10 empty seats and five new candidates enrolled in order (prefix 'conv'),
 * all 'Ativa'. With `convocadas`, the staff then call every one of them up (3) with the default deadline, as the
 * first tests of convocacao.test.ts do before the confirmations of convocacao-confirmacao-da-matricula.test.ts.
 */
export async function turmaComCincoInscritos(
  t: { ctx: Contexto; s: SessoesDemo },
  convocadas = false,
): Promise<{ turma: number; inscritos: Inscrito[] }> {
  const turma = await turmaVazia(t.ctx.db, 10);
  const inscritos = await inscreverEmOrdem(t.ctx.app, turma, 5, 'conv');
  if (convocadas) {
    const r = await convocar(t.ctx.app, t.s.admin.token, turma, { todos: true });
    if (r.statusCode !== 201) throw new Error(`convocação: ${r.statusCode} ${r.body}`);
  }
  return { turma, inscritos };
}
