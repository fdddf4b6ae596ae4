import { PapelDaEquipe, Programa } from '@portal/contracts';
import type { Executor } from '../types.js';
import type { TurmasDeDemonstracao } from './catalogo.js';

/**
 * A demo account (CONTAS_DEMO in usuarios.ts). Its shape lives here, in the file usuarios.ts imports for the staff,
 * so the two do not import each other.
 */
export interface Conta {
  nome: string;
  cpf: string;
  email: string;
  nascimento: string;
  role?: string;
  confirmado: boolean;
  termo: boolean;
  registros: boolean;
  /** Socioeconomic record from before the graduation-status rule: level 5 without a status. */
  escolaridadeLegada?: boolean;
}

interface ContaDaEquipe extends Conta {
  /** The scope row (escopo_gestao) the account gets, from the demo classes of this seed. */
  escopo?: (alvos: Alvos) => { unidade?: number; programa?: number; turma?: number };
}

interface Alvos {
  /** The unit of the demo fast-track class (Maria's), and another unit (for the 403 journey). */
  unidade: number;
  outraUnidade: number;
  turma: number;
}

const equipe = { nascimento: '1985-06-01', confirmado: true, termo: true, registros: false } as const;

/**
 * One staff account per profile of decision 1500 (the Administrador is admin@exemplo.com.br), part of CONTAS_DEMO:
 * same password, never seeded in production.
 */
export const CONTAS_DA_EQUIPE: ContaDaEquipe[] = [
  {
    nome: 'Sônia Almeida',
    cpf: '30802300278',
    email: 'secretaria@exemplo.com.br',
    ...equipe,
    role: PapelDaEquipe.Secretaria,
    escopo: () => ({ programa: Programa.ViaRapidaEmprego }),
  },
  {
    nome: 'Eduardo Ramos',
    cpf: '53157546422',
    email: 'executora@exemplo.com.br',
    ...equipe,
    role: PapelDaEquipe.Executora,
    escopo: (a) => ({ unidade: a.unidade }),
  },
  {
    nome: 'Elisa Moura',
    cpf: '53355348694',
    email: 'executora.outra@exemplo.com.br',
    ...equipe,
    role: PapelDaEquipe.Executora,
    escopo: (a) => ({ unidade: a.outraUnidade }),
  },
  {
    nome: 'Paulo Freitas',
    cpf: '39767179593',
    email: 'professor@exemplo.com.br',
    ...equipe,
    role: PapelDaEquipe.Professor,
    escopo: (a) => ({ turma: a.turma }),
  },
  {
    nome: 'Isabel Nunes',
    cpf: '79576170346',
    email: 'inscricao@exemplo.com.br',
    ...equipe,
    role: PapelDaEquipe.Inscricao,
  },
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

/** The scopes of the staff demo accounts (already inserted with CONTAS_DEMO), in the seed's one transaction. */
export async function semearEscopos(tx: Executor, turmas: TurmasDeDemonstracao): Promise<void> {
  const destino = await alvos(tx, turmas);
  for (const c of CONTAS_DA_EQUIPE) {
    const escopo = c.escopo?.(destino);
    if (!escopo) continue;
    await tx.query(
      `INSERT INTO escopo_gestao (id_usuario, id_unidade, id_programa, id_turma)
       SELECT id, $2::integer, $3::integer, $4::integer FROM usuario WHERE cpf = $1`,
      [c.cpf, escopo.unidade ?? null, escopo.programa ?? null, escopo.turma ?? null],
    );
  }
}
