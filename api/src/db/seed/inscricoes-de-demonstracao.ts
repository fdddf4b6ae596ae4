import { ProgramaPortal } from '@portal/contracts';
import type { Executor } from '../types.js';
import type { TurmasDeDemonstracao } from './catalogo.js';

// The enrolments of two candidate demo accounts (usuarios.ts): the journeys that start from an enrolment need them.

/** The call-up id of Bruna's first-job enrolment (Maria's, in modality 2, is 5001). */
export const CONVOCACAO_BRUNA = 5002;

/**
 * Bruna (19) was called up in the first job: until the operations area exists nothing else moves an enrolment to
 * 'Convocada', and the matricula journey (ConfirmarMatricula → status 4 → receipt) needs one (decision 0142).
 */
export async function semearConvocacaoDaBruna(
  tx: Executor,
  id: number,
  turmas: TurmasDeDemonstracao,
): Promise<void> {
  const [linha] = await tx.query<{ id: number }>(
    `INSERT INTO inscricao (id_turma_principal, id_usuario, id_modalidade, id_status_inscricao, id_convocacao)
     VALUES ($1, $2, $3, 3, $4) RETURNING id`,
    [turmas.primeiroEmprego, id, ProgramaPortal.MeuPrimeiroEmprego, CONVOCACAO_BRUNA],
  );
  await tx.query(
    `INSERT INTO inscricao_auditoria (id_inscricao, status_anterior, status_novo, id_turma, id_autor, motivo) VALUES ($1, NULL, 3, $2, NULL, 'carga inicial')`,
    [linha!.id, turmas.primeiroEmprego],
  );
  await tx.query('UPDATE turma SET vagas_ocupadas = vagas_ocupadas + 1 WHERE id = $1', [
    turmas.primeiroEmprego,
  ]);
}

/** Maria's history: a cancelled enrolment with an unseen notice, a call-up to confirm, a finished course; payments. */
export async function semearHistoricoDaMaria(
  tx: Executor,
  id: number,
  turmas: TurmasDeDemonstracao,
): Promise<void> {
  const inscricoes: [
    turma: number,
    modalidade: number,
    status: number,
    convocacao: number | null,
    aprovado: boolean | null,
  ][] = [
    [turmas.viaRapida, 1, 2, null, null],
    [turmas.expresso, 2, 3, 5001, null],
    [turmas.encerrada, 4, 5, null, true],
  ];
  for (const [turma, modalidade, status, convocacao, aprovado] of inscricoes) {
    const [linha] = await tx.query<{ id: number }>(
      `INSERT INTO inscricao (id_turma_principal, id_usuario, id_modalidade, id_status_inscricao, id_convocacao, aprovado, formato_curso)
       SELECT $1, $2, $3, $4, $5, $6, c.formato
         FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso WHERE t.id = $1
       RETURNING id`,
      [turma, id, modalidade, status, convocacao, aprovado],
    );
    await tx.query(
      `INSERT INTO inscricao_auditoria (id_inscricao, status_anterior, status_novo, id_turma, id_autor, motivo) VALUES ($1, NULL, $2, $3, NULL, 'carga inicial')`,
      [linha!.id, status, turma],
    );
  }
  await tx.query('UPDATE turma SET vagas_ocupadas = vagas_ocupadas + 1 WHERE id = $1', [turmas.expresso]);
  await tx.query(
    `INSERT INTO pagamento (id_usuario, protocolo_pagamento, senha_pagamento, status_pagamento)
     VALUES ($1, '2024.0001.7788', '4821', 'Pago'), ($1, 'Em breve', '-', 'Pendente')`,
    [id],
  );
}
