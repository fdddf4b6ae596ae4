import { codigoPg, PgCodigo } from '../db/types.js';
import type { Identificador } from '../lib/login.js';
import { Repositorio } from '../db/repositorio.js';
import { eEnderecoProvisorio, enderecoProvisorio } from '@portal/contracts';

export interface UsuarioLinha {
  id: number;
  nome: string;
  cpf: string;
  email: string;
  data_nascimento: string | null;
  senha_hash: string | null;
  role: string;
  aceitou_termo: boolean;
  email_confirmado: boolean;
  uf: string | null;
  govbr_dados: Record<string, unknown> | null;
  /** When gov.br first proved this account's CPF (issue 27 §1); null: only a password registration vouches for it. */
  govbr_verificado_em: Date | string | null;
  /** Records someone else may have typed before gov.br proved the CPF: the owner is asked to review them. */
  revisar_cadastro: boolean;
  /** Only from porId: the new address of a change still waiting for its link. */
  email_pendente?: string | null;
}

export interface NovoUsuario {
  nome: string;
  cpf: string;
  email: string;
  dataNascimento: string | null;
  senhaHash: string | null;
  role?: string;
  aceitouTermo: boolean;
  emailConfirmado: boolean;
  uf?: string | null;
  govbrDados?: Record<string, unknown> | null;
}

export class RepositorioDeUsuarios extends Repositorio {
  async porId(id: number): Promise<UsuarioLinha | undefined> {
    const sql = `SELECT u.*, (SELECT a.email_novo FROM alteracao_de_email a
                  WHERE a.id_usuario = u.id AND a.confirmada_em IS NULL AND a.cancelada_em IS NULL
                    AND a.desfeita_em IS NULL AND a.confirmar_ate > now() ORDER BY a.id DESC LIMIT 1) AS email_pendente
                   FROM usuario u WHERE u.id = $1`;
    return (await this.db.query<UsuarioLinha>(sql, [id]))[0];
  }

  /** The account locked for the rest of the transaction (the first gov.br sign-in, an e-mail link). */
  async travar(id: number): Promise<UsuarioLinha | undefined> {
    return (await this.db.query<UsuarioLinha>('SELECT * FROM usuario WHERE id = $1 FOR UPDATE', [id]))[0];
  }

  async porLogin(login: Identificador): Promise<UsuarioLinha | undefined> {
    const sql =
      login.tipo === 'cpf'
        ? 'SELECT * FROM usuario WHERE cpf = $1'
        : 'SELECT * FROM usuario WHERE lower(email) = $1';
    return (await this.db.query<UsuarioLinha>(sql, [login.valor]))[0];
  }

  /** Provisional addresses (decision 0146) count as taken: nobody may choose one, so each stays its CPF's. */
  async emailEmUso(email: string, excetoId = 0): Promise<boolean> {
    if (eEnderecoProvisorio(email)) return true;
    const linhas = await this.db.query('SELECT 1 FROM usuario WHERE lower(email) = lower($1) AND id <> $2', [
      email,
      excetoId,
    ]);
    return linhas.length > 0;
  }

  /**
   * Whether a citizen may not choose this address: another account proved it, or it is provisional. One only held,
   * never confirmed, is nobody's yet (decision 0149): the next account to give it takes it (liberarNaoComprovado).
   */
  async emailComprovadoPorOutra(email: string, excetoId = 0): Promise<boolean> {
    if (eEnderecoProvisorio(email)) return true;
    const linhas = await this.db.query(
      'SELECT 1 FROM usuario WHERE lower(email) = lower($1) AND id <> $2 AND email_confirmado',
      [email, excetoId],
    );
    return linhas.length > 0;
  }

  /**
   * The account that holds this address without having confirmed it gives it up for its provisional one (decision
   * 0146), so that the address can be taken in the same transaction. Its ids, for the caller to void their links.
   */
  async liberarNaoComprovado(email: string, excetoId = 0): Promise<number[]> {
    if (eEnderecoProvisorio(email)) return [];
    const contas = await this.db.query<{ id: number; cpf: string }>(
      `SELECT id, cpf FROM usuario WHERE lower(email) = lower($1) AND id <> $2 AND NOT email_confirmado FOR UPDATE`,
      [email, excetoId],
    );
    for (const { id, cpf } of contas)
      await this.db.query('UPDATE usuario SET email = $2, atualizado_em = now() WHERE id = $1', [
        id,
        enderecoProvisorio(cpf),
      ]);
    return contas.map(({ id }) => id);
  }

  async criar(u: NovoUsuario): Promise<UsuarioLinha> {
    const [linha] = await this.db.query<UsuarioLinha>(
      // An account gov.br creates is proved by gov.br from the start.
      `INSERT INTO usuario (nome, cpf, email, data_nascimento, senha_hash, role, aceitou_termo, email_confirmado, uf, govbr_dados,
                            govbr_verificado_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $10::jsonb IS NULL THEN NULL ELSE now() END) RETURNING *`,
      [
        u.nome,
        u.cpf,
        u.email,
        u.dataNascimento,
        u.senhaHash,
        u.role ?? 'Candidato',
        u.aceitouTermo,
        u.emailConfirmado,
        u.uf ?? null,
        u.govbrDados ?? null,
      ],
    );
    return linha!;
  }

  /** The new account, or undefined when a concurrent registration took its CPF or e-mail first (unique index). */
  async criarSeLivre(u: NovoUsuario): Promise<UsuarioLinha | undefined> {
    return this.criar(u).catch((erro: unknown) => {
      if (codigoPg(erro) === PgCodigo.violacaoUnica) return undefined;
      throw erro;
    });
  }

  async atualizarPerfil(
    id: number,
    dados: { nome: string; email: string; dataNascimento: string; aceitouTermo?: boolean },
  ) {
    const [linha] = await this.db.query<UsuarioLinha>(
      `UPDATE usuario SET nome = $2, data_nascimento = $4, aceitou_termo = coalesce($5, aceitou_termo),
              email_confirmado = CASE WHEN lower(email) = lower($3) THEN email_confirmado ELSE false END,
              email = $3, atualizado_em = now()
        WHERE id = $1 RETURNING *`,
      [id, dados.nome, dados.email, dados.dataNascimento, dados.aceitouTermo ?? null],
    );
    return linha;
  }

  /** The address a link proved becomes the account's, confirmed; false when another account has it. */
  async trocarEmailConfirmado(id: number, email: string): Promise<boolean> {
    const linhas = await this.db.query(
      `UPDATE usuario SET email = $2, email_confirmado = true, atualizado_em = now()
        WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM usuario o WHERE lower(o.email) = lower($2) AND o.id <> $1)
        RETURNING id`,
      [id, email],
    );
    return linhas.length === 1;
  }

  async removerSenha(id: number): Promise<void> {
    await this.db.query('UPDATE usuario SET senha_hash = NULL, atualizado_em = now() WHERE id = $1', [id]);
  }

  /** The owner saved their data: what someone else may have typed has been reviewed. */
  async cadastroRevisado(id: number): Promise<void> {
    await this.db.query('UPDATE usuario SET revisar_cadastro = false WHERE id = $1 AND revisar_cadastro', [
      id,
    ]);
  }

  /**
   * The first gov.br sign-in into an account gov.br never proved (issue 27 §1): the password goes, the e-mail becomes
   * gov.br's (or stays, unconfirmed, when gov.br gives none or another account has it), and the owner is asked to
   * review the records. Sessions and links are ended by the caller in the same transaction.
   */
  async retomarPeloGovbr(
    id: number,
    govbr: {
      dados: Record<string, unknown>;
      uf: string | null;
      email: string;
      emailConfirmado: boolean;
    },
  ): Promise<UsuarioLinha> {
    const [linha] = await this.db.query<UsuarioLinha>(
      `UPDATE usuario SET senha_hash = NULL, govbr_dados = $2, uf = coalesce($3, uf),
              email = $4, email_confirmado = $5,
              govbr_verificado_em = now(), revisar_cadastro = true, atualizado_em = now()
        WHERE id = $1 RETURNING *`,
      [id, govbr.dados, govbr.uf, govbr.email, govbr.emailConfirmado],
    );
    return linha!;
  }

  async confirmarEmail(id: number): Promise<void> {
    await this.db.query('UPDATE usuario SET email_confirmado = true, atualizado_em = now() WHERE id = $1', [
      id,
    ]);
  }

  async trocarSenha(id: number, senhaHash: string): Promise<void> {
    await this.db.query('UPDATE usuario SET senha_hash = $2, atualizado_em = now() WHERE id = $1', [
      id,
      senhaHash,
    ]);
  }

  async vincularGovbr(id: number, dados: Record<string, unknown>, uf: string | null): Promise<UsuarioLinha> {
    const [linha] = await this.db.query<UsuarioLinha>(
      'UPDATE usuario SET govbr_dados = $2, uf = coalesce($3, uf), atualizado_em = now() WHERE id = $1 RETURNING *',
      [id, dados, uf],
    );
    return linha!;
  }
}
