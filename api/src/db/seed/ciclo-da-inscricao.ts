import { completarCpf } from '@portal/contracts';
import { gerarHashSenha } from '../../lib/senha.js';
import { prazoDaConvocacao } from '../../convocacao/index.js';
import type { Executor } from '../types.js';
import { SENHA_DEMO, semearRegistros } from './usuarios.js';

/**
 * The demo class of the enrolment cycle (decision 1520): 3 seats, taken by an enrolled, a called-up (deadline ahead)
 * and an active enrolment, two on the waiting list, one cancelled, one expired call-up and one who finished the
 * course (5 holds no seat). Each path is the status changes of one candidate, audited as the API would. New accounts
 * go at the end: the CPFs follow the order.
 */
export const CONTAS_DO_CICLO: { nome: string; email: string; caminho: number[] }[] = [
  { nome: 'Paulo Souza', email: 'paulo.souza@exemplo.com.br', caminho: [1, 3, 4] },
  { nome: 'Juliana Alves', email: 'juliana.alves@exemplo.com.br', caminho: [1, 3] },
  { nome: 'Rodrigo Nunes', email: 'rodrigo.nunes@exemplo.com.br', caminho: [1, 3, 7] },
  { nome: 'Patrícia Gomes', email: 'patricia.gomes@exemplo.com.br', caminho: [1, 2] },
  { nome: 'Marcos Lima', email: 'marcos.lima@exemplo.com.br', caminho: [1] },
  { nome: 'Fernanda Rocha', email: 'fernanda.rocha@exemplo.com.br', caminho: [6] },
  { nome: 'Diego Martins', email: 'diego.martins@exemplo.com.br', caminho: [6] },
  { nome: 'Cláudia Ferreira', email: 'claudia.ferreira@exemplo.com.br', caminho: [1, 3, 4, 5] },
];

const MOTIVOS: Record<string, string> = {
  '-1': 'inscrição criada',
  '-6': 'inscrição na lista de espera (turma cheia)',
  '1-3': 'convocada pela equipe',
  '3-4': 'matrícula confirmada',
  '4-5': 'curso concluído',
  '3-7': 'prazo da convocação terminou sem confirmação',
  '1-2': 'inscrição cancelada',
};

/** Call-ups written with a fixed id by the older seeds (Maria's 5001, Bruna's 5002) get their row and a deadline. */
async function semearConvocacoesAntigas(tx: Executor, prazo: Date): Promise<void> {
  await tx.query(
    `INSERT INTO convocacao (id, id_inscricao, prazo)
     SELECT id_convocacao, id, $1 FROM inscricao i
      WHERE id_convocacao IS NOT NULL AND NOT EXISTS (SELECT 1 FROM convocacao c WHERE c.id = i.id_convocacao)`,
    [prazo.toISOString()],
  );
}

async function semearCandidato(tx: Executor, turma: number, hash: string, ordem: number): Promise<void> {
  const c = CONTAS_DO_CICLO[ordem]!;
  const cpf = completarCpf(String(731_500_100 + ordem));
  const [usuario] = await tx.query<{ id: number }>(
    `INSERT INTO usuario (nome, cpf, email, data_nascimento, senha_hash, role, aceitou_termo, email_confirmado, uf)
     VALUES ($1, $2, $3, '1995-03-15', $4, 'Candidato', true, true, 'SP') RETURNING id`,
    [c.nome, cpf, c.email, hash],
  );
  // Enrolled citizens have their registration, as a real one does (issue 28 §2): an account signed in from the
  // call-up e-mail sees its enrolment, not the registration alert.
  await semearRegistros(tx, usuario!.id, { nome: c.nome, cpf, email: c.email, nascimento: '1995-03-15' });
  const final = c.caminho.at(-1)!;
  const [inscricao] = await tx.query<{ id: number }>(
    `INSERT INTO inscricao (id_turma_principal, id_usuario, id_modalidade, id_status_inscricao, formato_curso, data_inscricao)
     SELECT t.id, $2, c.id_modalidade, $3, c.formato, now() - make_interval(days => 20 - $4::integer)
       FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso
      WHERE t.id = $1 RETURNING id`,
    [turma, usuario!.id, final, ordem],
  );
  let anterior: number | null = null;
  for (const [passo, status] of c.caminho.entries()) {
    await tx.query(
      `INSERT INTO inscricao_auditoria (id_inscricao, status_anterior, status_novo, id_turma, id_autor, motivo, em)
       VALUES ($1, $2, $3, $4, NULL, $5, now() - make_interval(days => 20 - $6::integer - $7::integer))`,
      [inscricao!.id, anterior, status, turma, MOTIVOS[`${anterior ?? ''}-${status}`], ordem, passo * 3],
    );
    anterior = status;
  }
  if (!c.caminho.includes(3)) return;
  // The open call-up ends 10 working days from the seed; the expired one, and the finished course's, ended yesterday.
  const venceu = final === 7 || final === 5;
  const prazo = venceu ? new Date(Date.now() - 86_400_000) : prazoDaConvocacao(new Date(), 10);
  await tx.query(
    `WITH c AS (INSERT INTO convocacao (id_inscricao, prazo) VALUES ($1, $2) RETURNING id)
     UPDATE inscricao SET id_convocacao = (SELECT id FROM c) WHERE id = $1`,
    [inscricao!.id, prazo.toISOString()],
  );
}

/**
 * Demo data of the call-up cycle, with the demo accounts only (never in production): the older call-ups' rows, and a
 * full class of the fast-track programme with an enrolment in every status. Returns the class's id.
 */
export async function semearCicloDaInscricao(
  tx: Executor,
  turmaModelo: number,
  senha = SENHA_DEMO,
): Promise<number> {
  await semearConvocacoesAntigas(tx, prazoDaConvocacao(new Date(), 10));
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('convocacao', 'id'), coalesce((SELECT max(id) FROM convocacao), 0) + 1, false)`,
  );
  const [turma] = await tx.query<{ id: number }>(
    `INSERT INTO turma (id_ordem_servico, turno, horario, data_inicio, data_fim, inscricoes_ate, vagas, vagas_ocupadas)
     SELECT id_ordem_servico, 'TARDE', '13:00 às 17:00', data_inicio, data_fim, inscricoes_ate, 3, 3 FROM turma WHERE id = $1
     RETURNING id`,
    [turmaModelo],
  );
  const hash = await gerarHashSenha(senha);
  for (let ordem = 0; ordem < CONTAS_DO_CICLO.length; ordem += 1)
    await semearCandidato(tx, turma!.id, hash, ordem);
  return turma!.id;
}
