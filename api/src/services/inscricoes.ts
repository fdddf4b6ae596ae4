import {
  Mensagem,
  Papel,
  STATUS_INSCRICAO_ATIVOS,
  StatusInscricao,
  type AccessTokenClaims,
  type FormatoCurso,
} from '@portal/contracts';
import type { Db, Executor } from '../db/types.js';
import { Erros } from '../lib/http-error.js';
import { RepositorioDeInscricoes, type InscricaoComControle } from '../repositories/inscricoes.js';
import { verificarElegibilidade, verificarIdadeDoPrograma } from './elegibilidade.js';
import {
  ativaNaModalidade,
  auditar,
  bloquearTurmasEmOrdem,
  inscreverComVaga,
  liberarVaga,
  ocuparVaga,
  turmaExiste,
  turmaParaInscricao,
} from './vagas.js';

export type Autor = Pick<AccessTokenClaims, 'sid' | 'role'>;

/** What a create call accepts (decision 0130): the modalities of its own programme, and the portal's age floor. */
export interface RegraDaChamada {
  modalidades: readonly number[];
  idadeMinima?: number;
}

export interface PedidoDeInscricao {
  idUsuario: number;
  idTurmaPrincipal: number;
  formatoCurso?: FormatoCurso;
}

interface LinhaBloqueada {
  id: number;
  id_usuario: number;
  id_turma_principal: number;
  id_modalidade: number;
  id_status_inscricao: number;
  id_convocacao: number | null;
}

/** Enrolment rules: seats, one active enrolment per modality, eligibility, status changes with an audit trail. */
export class ServicoDeInscricoes {
  private readonly repo: RepositorioDeInscricoes;

  constructor(private readonly db: Db) {
    this.repo = new RepositorioDeInscricoes(db);
  }

  async criar(autor: Autor, pedido: PedidoDeInscricao, regra: RegraDaChamada) {
    const idade = await verificarElegibilidade(this.db, pedido.idUsuario, { idadeMinima: regra.idadeMinima });
    const turma = await turmaParaInscricao(this.db, pedido.idTurmaPrincipal);
    if (!regra.modalidades.includes(turma.id_modalidade))
      throw Erros.naoProcessavel(Mensagem.turmaDeOutroPrograma);
    verificarIdadeDoPrograma(turma.id_modalidade, idade);
    if (pedido.formatoCurso && pedido.formatoCurso !== turma.formato)
      throw Erros.naoProcessavel(Mensagem.formatoDiferenteDoCurso);
    if (await ativaNaModalidade(this.db, pedido.idUsuario, turma.id_modalidade))
      throw Erros.conflito(Mensagem.jaInscritoNaModalidade);
    const id = await inscreverComVaga(this.db, {
      idTurma: turma.id,
      idUsuario: pedido.idUsuario,
      idModalidade: turma.id_modalidade,
      formatoCurso: turma.formato,
      autor: autor.sid,
    });
    return (await this.repo.porId(id))!;
  }

  /**
   * Moves an active enrolment to another class of the same modality (seat taken there, freed here). With
   * `regra.modalidades`, only an enrolment of those modalities may be changed by the calling endpoint.
   */
  async atualizar(
    autor: Autor,
    pedido: { id: number; idUsuario: number; idTurmaPrincipal: number; idTurmaOpcao?: number | null },
    regra: Partial<RegraDaChamada> = {},
  ) {
    const idade = await verificarElegibilidade(this.db, pedido.idUsuario, { idadeMinima: regra.idadeMinima });
    await this.db.transaction(async (tx) => {
      const atual = await this.bloquear(tx, autor, pedido.id);
      if (atual.id_usuario !== pedido.idUsuario) throw Erros.acessoNegado();
      verificarIdadeDoPrograma(atual.id_modalidade, idade);
      if (regra.modalidades && !regra.modalidades.includes(atual.id_modalidade))
        throw Erros.naoProcessavel(Mensagem.turmaDeOutroPrograma);
      if (atual.id_status_inscricao !== StatusInscricao.Ativa)
        throw Erros.conflito(Mensagem.inscricaoNaoAlteravel);
      if (pedido.idTurmaOpcao) await turmaExiste(tx, pedido.idTurmaOpcao);
      let formato: FormatoCurso | null = null;
      if (pedido.idTurmaPrincipal !== atual.id_turma_principal) {
        const nova = await turmaParaInscricao(tx, pedido.idTurmaPrincipal);
        formato = nova.formato;
        if (nova.id_modalidade !== atual.id_modalidade) throw Erros.regra(Mensagem.turmaDeOutraModalidade);
        await bloquearTurmasEmOrdem(tx, [nova.id, atual.id_turma_principal]);
        await ocuparVaga(tx, nova.id);
        await liberarVaga(tx, atual.id_turma_principal);
        await auditar(tx, {
          idInscricao: atual.id,
          anterior: 1,
          novo: 1,
          idTurma: nova.id,
          autor: autor.sid,
          motivo: 'troca de turma',
        });
      }
      await tx.query(
        `UPDATE inscricao SET id_turma_principal = $2, id_turma_opcao = $3, formato_curso = coalesce($4, formato_curso),
                atualizado_em = now() WHERE id = $1`,
        [atual.id, pedido.idTurmaPrincipal, pedido.idTurmaOpcao ?? null, formato],
      );
    });
    return (await this.repo.porId(pedido.id))!;
  }

  /** createUpdate (first job): the active enrolment of the modality moves to the new class, or a new one is created. */
  async criarOuAtualizar(
    autor: Autor,
    pedido: { idUsuario: number; idTurmaPrincipal: number },
    modalidade: number,
  ) {
    const [ativa] = await this.repo.doUsuario(pedido.idUsuario, {
      modalidade,
      status: [StatusInscricao.Ativa],
    });
    if (ativa) return { criada: false, inscricao: await this.atualizar(autor, { ...pedido, id: ativa.id }) };
    return { criada: true, inscricao: await this.criar(autor, pedido, { modalidades: [modalidade] }) };
  }

  /**
   * createUpdateNovoEmprego: changes only the enrolment the request names (the edit flow's draft id); a request that
   * names none creates, so a second submit meets the one-active-per-modality rule (409) instead of moving anything.
   */
  async criarOuAlterarNomeada(
    autor: Autor,
    pedido: PedidoDeInscricao & { id?: number },
    regra: RegraDaChamada,
  ) {
    const { id, ...criacao } = pedido;
    if (id === undefined) return { criada: true, inscricao: await this.criar(autor, criacao, regra) };
    return { criada: false, inscricao: await this.atualizar(autor, { ...criacao, id }, regra) };
  }

  async cancelar(autor: Autor, id: number): Promise<InscricaoComControle> {
    await this.db.transaction(async (tx) => {
      const atual = await this.bloquear(tx, autor, id);
      if (!(STATUS_INSCRICAO_ATIVOS as readonly number[]).includes(atual.id_status_inscricao)) {
        throw Erros.conflito(Mensagem.inscricaoNaoCancelavel);
      }
      await this.mudarStatus(tx, atual, StatusInscricao.Cancelada, autor, 'inscrição cancelada');
      await tx.query('UPDATE inscricao SET aviso_cancelamento_visto = false WHERE id = $1', [id]);
      await liberarVaga(tx, atual.id_turma_principal);
    });
    return (await this.repo.porId(id))!;
  }

  async marcarAvisoVisto(autor: Autor, id: number): Promise<InscricaoComControle> {
    await this.db.transaction(async (tx) => {
      const atual = await this.bloquear(tx, autor, id);
      if (atual.id_status_inscricao !== StatusInscricao.Cancelada)
        throw Erros.conflito(Mensagem.inscricaoNaoCancelavel);
      await tx.query(
        'UPDATE inscricao SET aviso_cancelamento_visto = true, atualizado_em = now() WHERE id = $1',
        [id],
      );
    });
    return (await this.repo.porId(id))!;
  }

  /** A called-up (status 3) enrolment becomes enrolled (status 4) when the call-up id matches. */
  async confirmarMatricula(autor: Autor, id: number, idConvocado: number): Promise<InscricaoComControle> {
    await this.db.transaction(async (tx) => {
      const atual = await this.bloquear(tx, autor, id);
      if (atual.id_status_inscricao !== StatusInscricao.Convocada || atual.id_convocacao !== idConvocado) {
        throw Erros.conflito(Mensagem.matriculaNaoConfirmavel);
      }
      await this.mudarStatus(tx, atual, StatusInscricao.Matriculada, autor, 'matrícula confirmada');
    });
    return (await this.repo.porId(id))!;
  }

  async obter(autor: Autor, id: number): Promise<InscricaoComControle> {
    const inscricao = await this.repo.porId(id);
    if (!inscricao) throw Erros.naoEncontrado(Mensagem.inscricaoNaoEncontrada);
    if (autor.role !== Papel.Administrador && inscricao.idUsuario !== autor.sid) throw Erros.acessoNegado();
    return inscricao;
  }

  private async bloquear(tx: Executor, autor: Autor, id: number): Promise<LinhaBloqueada> {
    const [linha] = await tx.query<LinhaBloqueada>(
      `SELECT id, id_usuario, id_turma_principal, id_modalidade, id_status_inscricao, id_convocacao
         FROM inscricao WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!linha) throw Erros.naoEncontrado(Mensagem.inscricaoNaoEncontrada);
    if (autor.role !== Papel.Administrador && linha.id_usuario !== autor.sid) throw Erros.acessoNegado();
    return linha;
  }

  private async mudarStatus(tx: Executor, atual: LinhaBloqueada, novo: number, autor: Autor, motivo: string) {
    await tx.query('UPDATE inscricao SET id_status_inscricao = $2, atualizado_em = now() WHERE id = $1', [
      atual.id,
      novo,
    ]);
    await auditar(tx, {
      idInscricao: atual.id,
      anterior: atual.id_status_inscricao,
      novo,
      idTurma: atual.id_turma_principal,
      autor: autor.sid,
      motivo,
    });
  }
}
