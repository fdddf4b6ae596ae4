import {
  ESCOPO_DO_PAPEL,
  Papel,
  type AccessTokenClaims,
  type AlvosDaEquipe,
  type MembroDaEquipe,
  type MembrosDaEquipe,
  type PapelConcedivel,
  type TipoDeEscopo,
} from '@portal/contracts';
import type { Db, Executor } from '../db/types.js';
import { Erros } from '../lib/http-error.js';
import type { ContaDaEquipe, EstadoDaEquipe, RepositorioDaEquipe } from './equipe.repositorio.js';
import { RepositorioDeSessoes } from '../sessao/index.js';

const ALVO_NAO_ENCONTRADO: Record<TipoDeEscopo, string> = {
  unidade: 'Unidade não encontrada.',
  programa: 'Programa não encontrado.',
  turma: 'Turma não encontrada.',
};
export const MensagemDaEquipe = {
  semConta:
    'Nenhuma conta com este CPF. A pessoa precisa se cadastrar no portal antes de receber um perfil da equipe.',
  semGovbr:
    'Esta conta ainda não entrou com o gov.br. A pessoa precisa entrar no portal uma vez com o gov.br, que comprova que o CPF é dela, antes de receber um perfil da equipe.',
  foraDaEquipe: 'Esta pessoa não faz parte da equipe.',
  ultimoAdministrador:
    'O portal precisa de pelo menos um Administrador: conceda o perfil a outra pessoa antes de remover este.',
  escopoNaoEncontrado: 'Escopo não encontrado.',
  jaTemOEscopo: 'Esta pessoa já tem este escopo.',
  outroPapel: (papel: string) =>
    `Esta pessoa já tem o perfil ${papel}. Remova-o antes de conceder outro perfil.`,
  jaTemOPapel: (papel: string) => `Esta pessoa já tem o perfil ${papel}.`,
  semEscopo: (papel: string) => `O perfil ${papel} vê todas as turmas e não tem escopo.`,
} as const;

/**
 * The staff administration (issue 29 §1, decision 0210): only an Administrador, as the database says at this request,
 * grants and removes roles and scopes. Each change runs in one transaction with its audit row (before and after); a
 * change of role ends the person's sessions in the same transaction, so their old token is refused at the next
 * request whether the API reads the role from the token or from the database.
 */
export class ServicoDaEquipe {
  constructor(
    private readonly db: Db,
    private readonly repo: RepositorioDaEquipe,
  ) {}

  /** 403 unless the caller is an Administrador now (a role removed a moment ago no longer counts). */
  async exigirAdministrador(usuario: AccessTokenClaims): Promise<void> {
    if ((await this.repo.papelAtual(usuario.sid)) !== Papel.Administrador) throw Erros.acessoNegado();
  }

  async membros(
    usuario: AccessTokenClaims,
    pagina: { pagina: number; porPagina: number },
  ): Promise<MembrosDaEquipe> {
    await this.exigirAdministrador(usuario);
    return { ...(await this.repo.membros(pagina)), ...pagina };
  }

  async alvos(usuario: AccessTokenClaims): Promise<AlvosDaEquipe> {
    await this.exigirAdministrador(usuario);
    return this.repo.alvos();
  }

  /** Grants `papel` (with its scope) to the account with this CPF, or adds the scope when they already have it. */
  async conceder(
    autor: AccessTokenClaims,
    pedido: { cpf: string; papel: PapelConcedivel; idAlvo?: number | undefined },
  ): Promise<MembroDaEquipe> {
    await this.exigirAdministrador(autor);
    return this.db.transaction(async (tx) => {
      const conta = await this.repo.em(tx).bloquear({ cpf: pedido.cpf });
      if (!conta) throw Erros.naoEncontrado(MensagemDaEquipe.semConta);
      // A CPF registered with a password may be a stranger's until gov.br proves it (issue 27 §1): no staff role then.
      if (!conta.govbrVerificado) throw Erros.conflito(MensagemDaEquipe.semGovbr);
      const tipo = ESCOPO_DO_PAPEL[pedido.papel];
      if (conta.papel !== Papel.Candidato && conta.papel !== pedido.papel)
        throw Erros.conflito(MensagemDaEquipe.outroPapel(conta.papel));
      if (conta.papel === pedido.papel && !tipo)
        throw Erros.conflito(MensagemDaEquipe.jaTemOPapel(pedido.papel));
      const antes = await this.estado(tx, conta);
      const mudaPapel = conta.papel !== pedido.papel;
      if (mudaPapel) await this.repo.em(tx).mudarPapel(conta.id, pedido.papel);
      if (tipo) await this.incluirAlvo(tx, conta.id, tipo, pedido.idAlvo!);
      // The token carries the role (issue 27 item 3 moves that read to the database): a new role needs a new sign-in.
      if (mudaPapel) await new RepositorioDeSessoes(tx).revogarTodas(conta.id, 'perfil da equipe concedido');
      return this.registrar(tx, autor, conta.id, mudaPapel ? 'conceder-papel' : 'incluir-escopo', antes);
    });
  }

  /** The member goes back to Candidato, without scopes, and every session of theirs ends now. */
  async removerPapel(autor: AccessTokenClaims, idUsuario: number): Promise<MembroDaEquipe> {
    await this.exigirAdministrador(autor);
    return this.db.transaction(async (tx) => {
      // Every Administrador first, in one order, then the member: two Administradores removing each other at once
      // used to lock the same two rows in opposite orders, and PostgreSQL aborted one of them as a deadlock (a 500).
      await this.repo.em(tx).bloquearAdministradores();
      const conta = await this.membroBloqueado(tx, idUsuario);
      if (conta.papel === Papel.Administrador && (await this.repo.em(tx).bloquearAdministradores()) <= 1)
        throw Erros.conflito(MensagemDaEquipe.ultimoAdministrador);
      const antes = await this.estado(tx, conta);
      await this.repo.em(tx).removerEscopos(conta.id);
      await this.repo.em(tx).mudarPapel(conta.id, Papel.Candidato);
      await new RepositorioDeSessoes(tx).revogarTodas(conta.id, 'perfil da equipe removido');
      return this.registrar(tx, autor, conta.id, 'remover-papel', antes);
    });
  }

  async incluirEscopo(autor: AccessTokenClaims, idUsuario: number, idAlvo: number): Promise<MembroDaEquipe> {
    await this.exigirAdministrador(autor);
    return this.db.transaction(async (tx) => {
      const conta = await this.membroBloqueado(tx, idUsuario);
      if (!conta.govbrVerificado) throw Erros.conflito(MensagemDaEquipe.semGovbr);
      const tipo = ESCOPO_DO_PAPEL[conta.papel as PapelConcedivel];
      if (!tipo) throw Erros.conflito(MensagemDaEquipe.semEscopo(conta.papel));
      const antes = await this.estado(tx, conta);
      await this.incluirAlvo(tx, conta.id, tipo, idAlvo);
      return this.registrar(tx, autor, conta.id, 'incluir-escopo', antes);
    });
  }

  /** Removes one scope; the API reads scopes at each request (decision 1500), so it counts at the next call. */
  async removerEscopo(
    autor: AccessTokenClaims,
    idUsuario: number,
    idEscopo: number,
  ): Promise<MembroDaEquipe> {
    await this.exigirAdministrador(autor);
    return this.db.transaction(async (tx) => {
      const conta = await this.membroBloqueado(tx, idUsuario);
      const antes = await this.estado(tx, conta);
      if (!(await this.repo.em(tx).removerEscopo(conta.id, idEscopo)))
        throw Erros.naoEncontrado(MensagemDaEquipe.escopoNaoEncontrado);
      return this.registrar(tx, autor, conta.id, 'remover-escopo', antes);
    });
  }

  private async membroBloqueado(tx: Executor, idUsuario: number): Promise<ContaDaEquipe> {
    const conta = await this.repo.em(tx).bloquear({ id: idUsuario });
    if (!conta || conta.papel === Papel.Candidato) throw Erros.naoEncontrado(MensagemDaEquipe.foraDaEquipe);
    return conta;
  }

  private async incluirAlvo(tx: Executor, idUsuario: number, tipo: TipoDeEscopo, idAlvo: number) {
    if (!(await this.repo.em(tx).alvoExiste(tipo, idAlvo)))
      throw Erros.naoEncontrado(ALVO_NAO_ENCONTRADO[tipo]);
    if (!(await this.repo.em(tx).incluirEscopo(idUsuario, tipo, idAlvo)))
      throw Erros.conflito(MensagemDaEquipe.jaTemOEscopo);
  }

  private async estado(tx: Executor, conta: ContaDaEquipe): Promise<EstadoDaEquipe> {
    const membro = await this.repo.em(tx).membro(conta.id);
    return { papel: conta.papel, escopos: membro?.escopos ?? [] };
  }

  private async registrar(
    tx: Executor,
    autor: AccessTokenClaims,
    idUsuario: number,
    acao: 'conceder-papel' | 'remover-papel' | 'incluir-escopo' | 'remover-escopo',
    antes: EstadoDaEquipe,
  ): Promise<MembroDaEquipe> {
    const depois = (await this.repo.em(tx).membro(idUsuario))!;
    await this.repo.em(tx).auditar({
      idUsuario,
      idAutor: autor.sid,
      acao,
      antes,
      depois: { papel: depois.papel, escopos: depois.escopos },
    });
    return depois;
  }
}
