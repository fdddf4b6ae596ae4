import type { AlvosDaEquipe, EscopoDaEquipe, MembroDaEquipe, TipoDeEscopo } from '@portal/contracts';
import { Repositorio } from '../db/repositorio.js';

/** One staff member's account as the changes lock it: who, and the role they have now. */
export interface ContaDaEquipe {
  id: number;
  nome: string;
  cpf: string;
  email: string;
  papel: string;
  /** gov.br has proved the CPF is this account's (issue 27 §1). */
  govbrVerificado: boolean;
}

/** What an audit row keeps on each side of a change: the role and the scopes (decision 0210). */
export interface EstadoDaEquipe {
  papel: string;
  escopos: EscopoDaEquipe[];
}

export type AcaoNaEquipe =
  'criar-administrador' | 'conceder-papel' | 'remover-papel' | 'incluir-escopo' | 'remover-escopo';

const COLUNA_DO_ALVO: Record<TipoDeEscopo, string> = {
  unidade: 'id_unidade',
  programa: 'id_programa',
  turma: 'id_turma',
};

// A scope row with its kind, its target and the name the staff know the target by (a class: course, unit, start).
const ESCOPOS = `
  SELECT e.id, e.id_usuario,
         CASE WHEN e.id_unidade IS NOT NULL THEN 'unidade' WHEN e.id_programa IS NOT NULL THEN 'programa' ELSE 'turma' END AS tipo,
         coalesce(e.id_unidade, e.id_programa, e.id_turma) AS "idAlvo",
         coalesce(u.nome, p.nome,
                  'Turma ' || t.id || ' — ' || c.nome || ', ' || tu.nome || ', início ' || to_char(t.data_inicio, 'DD/MM/YYYY')) AS nome
    FROM escopo_gestao e
    LEFT JOIN unidade u ON u.id = e.id_unidade
    LEFT JOIN programa p ON p.id = e.id_programa
    LEFT JOIN turma t ON t.id = e.id_turma
    LEFT JOIN ordem_servico os ON os.id = t.id_ordem_servico
    LEFT JOIN curso c ON c.id = os.id_curso
    LEFT JOIN unidade tu ON tu.id = os.id_unidade`;

/** Staff accounts, their scopes, and the audit of every change to them (issue 29 §1); no rule lives here. */
export class RepositorioDaEquipe extends Repositorio {
  /** The role the account has now (undefined: no such account): what the staff administration checks per request. */
  async papelAtual(idUsuario: number): Promise<string | undefined> {
    const [linha] = await this.db.query<{ role: string }>('SELECT role FROM usuario WHERE id = $1', [
      idUsuario,
    ]);
    return linha?.role;
  }

  /** Every account that is not a candidate, by name, one page at a time, with its scopes. */
  async membros(pagina: {
    pagina: number;
    porPagina: number;
  }): Promise<{ itens: MembroDaEquipe[]; total: number }> {
    const [contagem] = await this.db.query<{ total: number }>(
      "SELECT count(*)::integer AS total FROM usuario WHERE role <> 'Candidato'",
    );
    const contas = await this.db.query<ContaDaEquipe>(
      `SELECT id, nome, cpf, email, role AS papel FROM usuario WHERE role <> 'Candidato'
        ORDER BY nome, id LIMIT $1 OFFSET $2`,
      [pagina.porPagina, (pagina.pagina - 1) * pagina.porPagina],
    );
    const escopos = await this.escoposDe(contas.map((c) => c.id));
    return {
      itens: contas.map((c) => ({ ...c, escopos: escopos.get(c.id) ?? [] })),
      total: contagem!.total,
    };
  }

  private async escoposDe(ids: number[]): Promise<Map<number, EscopoDaEquipe[]>> {
    const porConta = new Map<number, EscopoDaEquipe[]>();
    if (!ids.length) return porConta;
    const linhas = await this.db.query<EscopoDaEquipe & { id_usuario: number }>(
      // A list of ids as text: the same parameter on pg and on PGlite, whose array encodings differ.
      `${ESCOPOS} WHERE e.id_usuario = ANY(string_to_array($1, ',')::integer[]) ORDER BY e.id`,
      [ids.join(',')],
    );
    for (const { id_usuario: dono, ...escopo } of linhas) {
      porConta.set(dono, [...(porConta.get(dono) ?? []), escopo]);
    }
    return porConta;
  }

  /** The member as they are now (inside the change's transaction when given). */
  async membro(idUsuario: number): Promise<MembroDaEquipe | undefined> {
    const [conta] = await this.db.query<ContaDaEquipe>(
      'SELECT id, nome, cpf, email, role AS papel FROM usuario WHERE id = $1',
      [idUsuario],
    );
    if (!conta) return undefined;
    const escopos = await this.db.query<EscopoDaEquipe>(
      `SELECT id, tipo, "idAlvo", nome FROM (${ESCOPOS} WHERE e.id_usuario = $1) s ORDER BY id`,
      [idUsuario],
    );
    return { ...conta, escopos };
  }

  /** Every programme and unit, by name: the choices of a scope. */
  async alvos(): Promise<AlvosDaEquipe> {
    const programas = await this.db.query<{ id: number; nome: string }>(
      'SELECT id, nome FROM programa ORDER BY nome, id LIMIT 1000',
    );
    const unidades = await this.db.query<{ id: number; nome: string }>(
      'SELECT id, nome FROM unidade ORDER BY nome, id LIMIT 1000',
    );
    return { programas, unidades };
  }

  /** Locks the account a change is about (by id, or by CPF), so two Administradores change it one after the other. */
  async bloquear(quem: { id: number } | { cpf: string }): Promise<ContaDaEquipe | undefined> {
    const [porId, valor] = 'id' in quem ? ['id', quem.id] : ['cpf', quem.cpf];
    const [linha] = await this.db.query<ContaDaEquipe>(
      `SELECT id, nome, cpf, email, role AS papel, govbr_verificado_em IS NOT NULL AS "govbrVerificado"
         FROM usuario WHERE ${porId} = $1 FOR UPDATE`,
      [valor],
    );
    return linha;
  }

  /**
   * Locks every Administrador's row, in id order, and says how many there are: two Administradores removing each
   * other at once are serialised here, and the second sees that only one would be left.
   */
  async bloquearAdministradores(): Promise<number> {
    const linhas = await this.db.query(
      "SELECT id FROM usuario WHERE role = 'Administrador' ORDER BY id FOR UPDATE",
    );
    return linhas.length;
  }

  /** Two runs of the bootstrap command at once (PostgreSQL): the second waits, then sees the first's account. */
  async travarCriacaoDeAdministrador(): Promise<void> {
    await this.db.query("SELECT pg_advisory_xact_lock(hashtext('portal:admin:criar'))");
  }

  async existeAdministrador(): Promise<boolean> {
    const linhas = await this.db.query("SELECT 1 FROM usuario WHERE role = 'Administrador' LIMIT 1");
    return linhas.length > 0;
  }

  async alvoExiste(tipo: TipoDeEscopo, id: number): Promise<boolean> {
    const tabela = { unidade: 'unidade', programa: 'programa', turma: 'turma' }[tipo];
    const linhas = await this.db.query(`SELECT 1 FROM ${tabela} WHERE id = $1`, [id]);
    return linhas.length > 0;
  }

  async mudarPapel(idUsuario: number, papel: string): Promise<void> {
    await this.db.query('UPDATE usuario SET role = $2, atualizado_em = now() WHERE id = $1', [
      idUsuario,
      papel,
    ]);
  }

  /** Adds the scope; false when the member already had it (the unique index). */
  async incluirEscopo(idUsuario: number, tipo: TipoDeEscopo, idAlvo: number): Promise<boolean> {
    const linhas = await this.db.query(
      `INSERT INTO escopo_gestao (id_usuario, ${COLUNA_DO_ALVO[tipo]}) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING id`,
      [idUsuario, idAlvo],
    );
    return linhas.length > 0;
  }

  /** Removes one scope of the member; false when the member has no such scope. */
  async removerEscopo(idUsuario: number, idEscopo: number): Promise<boolean> {
    const linhas = await this.db.query(
      'DELETE FROM escopo_gestao WHERE id = $1 AND id_usuario = $2 RETURNING id',
      [idEscopo, idUsuario],
    );
    return linhas.length > 0;
  }

  async removerEscopos(idUsuario: number): Promise<void> {
    await this.db.query('DELETE FROM escopo_gestao WHERE id_usuario = $1', [idUsuario]);
  }

  async auditar(registro: {
    idUsuario: number;
    idAutor: number | null;
    acao: AcaoNaEquipe;
    antes: EstadoDaEquipe;
    depois: EstadoDaEquipe;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO equipe_auditoria (id_usuario, id_autor, acao, antes, depois)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)`,
      [
        registro.idUsuario,
        registro.idAutor,
        registro.acao,
        JSON.stringify(registro.antes),
        JSON.stringify(registro.depois),
      ],
    );
  }
}
