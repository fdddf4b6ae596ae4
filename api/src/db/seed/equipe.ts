import { Papel, Programa } from '@portal/contracts';
import type { Executor } from '../types.js';
import type { TurmasDeDemonstracao } from './catalogo.js';

interface ContaDaEquipe {
  nome: string;
  cpf: string;
  email: string;
  role: Papel;
  /** The scope row (escopo_gestao) the account gets, from the demo classes of this seed. */
  escopo?: (alvos: Alvos) => { unidade?: number; programa?: number; turma?: number };
}

interface Alvos {
  /** The unit of the demo fast-track class (Maria's), and another unit (for the 403 journey). */
  unidade: number;
  outraUnidade: number;
  turma: number;
}

/** One staff account per profile of decision 1500 (the Administrador is admin@exemplo.com.br, in usuarios.ts). */
export const CONTAS_DA_EQUIPE: ContaDaEquipe[] = [
  {
    nome: 'Sônia Almeida',
    cpf: '30802300278',
    email: 'secretaria@exemplo.com.br',
    role: Papel.Secretaria,
    escopo: () => ({ programa: Programa.ViaRapidaEmprego }),
  },
  {
    nome: 'Eduardo Ramos',
    cpf: '53157546422',
    email: 'executora@exemplo.com.br',
    role: Papel.Executora,
    escopo: (a) => ({ unidade: a.unidade }),
  },
  {
    nome: 'Elisa Moura',
    cpf: '53355348694',
    email: 'executora.outra@exemplo.com.br',
    role: Papel.Executora,
    escopo: (a) => ({ unidade: a.outraUnidade }),
  },
  {
    nome: 'Paulo Freitas',
    cpf: '39767179593',
    email: 'professor@exemplo.com.br',
    role: Papel.Professor,
    escopo: (a) => ({ turma: a.turma }),
  },
  { nome: 'Isabel Nunes', cpf: '79576170346', email: 'inscricao@exemplo.com.br', role: Papel.Inscricao },
];

async function alvos(tx: Executor, turmas: TurmasDeDemonstracao): Promise<Alvos> {
  const [linha] = await tx.query<{ unidade: number; outra: number }>(
    `SELECT os.id_unidade AS unidade,
            (SELECT min(u.id) FROM unidade u JOIN ordem_servico o ON o.id_unidade = u.id
              WHERE u.id <> os.id_unidade) AS outra
       FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico WHERE t.id = $1`,
    [turmas.viaRapida],
  );
  return { unidade: linha!.unidade, outraUnidade: linha!.outra, turma: turmas.viaRapida };
}

/** The staff demo accounts and their scopes; called by semearUsuarios inside the seed's one transaction. */
export async function semearEquipe(tx: Executor, turmas: TurmasDeDemonstracao, hash: string): Promise<void> {
  const destino = await alvos(tx, turmas);
  for (const c of CONTAS_DA_EQUIPE) {
    const [linha] = await tx.query<{ id: number }>(
      `INSERT INTO usuario (nome, cpf, email, data_nascimento, senha_hash, role, aceitou_termo, email_confirmado, uf)
       VALUES ($1, $2, $3, '1985-06-01', $4, $5, true, true, 'SP') RETURNING id`,
      [c.nome, c.cpf, c.email, hash, c.role],
    );
    const escopo = c.escopo?.(destino);
    if (escopo)
      await tx.query(
        'INSERT INTO escopo_gestao (id_usuario, id_unidade, id_programa, id_turma) VALUES ($1, $2, $3, $4)',
        [linha!.id, escopo.unidade ?? null, escopo.programa ?? null, escopo.turma ?? null],
      );
  }
}
