import { codigoPg, PgCodigo, type Executor } from '../db/types.js';
import type { Identificador } from '../lib/login.js';

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

export class RepositorioDeUsuarios {
  constructor(private readonly db: Executor) {}

  async porId(id: number): Promise<UsuarioLinha | undefined> {
    return (await this.db.query<UsuarioLinha>('SELECT * FROM usuario WHERE id = $1', [id]))[0];
  }

  async porLogin(login: Identificador): Promise<UsuarioLinha | undefined> {
    const sql =
      login.tipo === 'cpf'
        ? 'SELECT * FROM usuario WHERE cpf = $1'
        : 'SELECT * FROM usuario WHERE lower(email) = $1';
    return (await this.db.query<UsuarioLinha>(sql, [login.valor]))[0];
  }

  async emailEmUso(email: string, excetoId = 0): Promise<boolean> {
    const linhas = await this.db.query('SELECT 1 FROM usuario WHERE lower(email) = lower($1) AND id <> $2', [
      email,
      excetoId,
    ]);
    return linhas.length > 0;
  }

  async criar(u: NovoUsuario): Promise<UsuarioLinha> {
    const [linha] = await this.db.query<UsuarioLinha>(
      `INSERT INTO usuario (nome, cpf, email, data_nascimento, senha_hash, role, aceitou_termo, email_confirmado, uf, govbr_dados)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
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

  async alterarEmail(id: number, email: string): Promise<UsuarioLinha | undefined> {
    const [linha] = await this.db.query<UsuarioLinha>(
      `UPDATE usuario SET email_confirmado = CASE WHEN lower(email) = lower($2) THEN email_confirmado ELSE false END,
              email = $2, atualizado_em = now() WHERE id = $1 RETURNING *`,
      [id, email],
    );
    return linha;
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
