import {
  Mensagem,
  STATUS_INSCRICAO_ATIVOS,
  STATUS_INSCRICAO_OCUPAM_VAGA,
  StatusInscricao,
  type FormatoCurso,
} from '@portal/contracts';
import type { Db } from '../db/types.js';
import { Erros } from '../lib/http-error.js';
import { auditar, marcarAvisoDeCancelamento, trocarTurmas } from '../repositories/inscricoes-em-transacao.js';
import type { InscricaoComControle, RepositorioDeInscricoes } from '../repositories/inscricoes.js';
import { situacaoDoCandidato } from '../repositories/situacao-do-candidato.js';
import { bloquearTurmasEmOrdem, liberarVaga } from '../repositories/vagas.js';
import type { ServicoDeConvocacao } from './convocacao.js';
import { verificarElegibilidade, verificarIdadeDoPrograma } from './elegibilidade.js';
import { bloquearDoAutor, donoOuAdministrador, registrarStatus, type Autor } from './mudanca-de-inscricao.js';
import { contextoDaInscricao } from '../repositories/contexto-da-inscricao.js';
import { aceitaModalidade } from './regras-das-chamadas.js';
import {
  criadaOuRecusada,
  exigirTurma,
  exigirTurmaAberta,
  exigirVaga,
  turmaAberta,
} from './turma-da-inscricao.js';

export type { Autor };
/** A caller known by an access token: its server session is checked in the create's read. */
export type AutorDoToken = Autor & { sessao: string };

/** What a create call accepts (decision 0130): the modalities of its own programme, and the portal's age floor. */
export interface RegraDaChamada {
  modalidades: readonly number[];
  /** Instead of `modalidades`: any programme with a period open today and no call of its own (REGRA_PROGRAMA_NOVO). */
  programaComPeriodoAberto?: boolean;
  idadeMinima?: number;
}

export interface PedidoDeInscricao {
  idUsuario: number;
  idTurmaPrincipal: number;
  formatoCurso?: FormatoCurso;
}

/** Enrolment rules: seats, one active enrolment per modality, eligibility, status changes with an audit trail. */
export class ServicoDeInscricoes {
  constructor(
    private readonly db: Db,
    private readonly repo: RepositorioDeInscricoes,
    private readonly convocacao: ServicoDeConvocacao,
  ) {}

  private async idade(idUsuario: number, idadeMinima?: number): Promise<number> {
    return verificarElegibilidade(await situacaoDoCandidato(this.db, idUsuario), { idadeMinima });
  }

  /**
   * One read (the candidate, the class, an active enrolment in its modality, the programme's period), the rules in
   * their usual order, then one write that takes the seat and answers with the enrolment (decision 0171).
   */
  async criar(autor: AutorDoToken, pedido: PedidoDeInscricao, regra: RegraDaChamada) {
    const contexto = await contextoDaInscricao(this.db, pedido.idUsuario, pedido.idTurmaPrincipal, {
      id: autor.sessao,
      idUsuario: autor.sid,
    });
    // Before any rule: a revoked session learns nothing about the class or the candidate (decision 0177).
    if (!contexto.sessaoAtiva) throw Erros.naoAutenticado();
    const idade = verificarElegibilidade(contexto.situacao, { idadeMinima: regra.idadeMinima });
    const turma = exigirTurmaAberta(contexto.turma);
    if (!aceitaModalidade(regra, turma.id_modalidade, contexto.periodoAberto))
      throw Erros.naoProcessavel(Mensagem.turmaDeOutroPrograma);
    verificarIdadeDoPrograma(turma.id_modalidade, idade);
    if (pedido.formatoCurso && pedido.formatoCurso !== turma.formato)
      throw Erros.naoProcessavel(Mensagem.formatoDiferenteDoCurso);
    if (contexto.ativaNaModalidade) throw Erros.conflito(Mensagem.jaInscritoNaModalidade);
    return criadaOuRecusada(
      await this.repo.criarComVaga({
        idTurma: turma.id,
        idUsuario: pedido.idUsuario,
        idModalidade: turma.id_modalidade,
        formatoCurso: turma.formato,
        autor: autor.sid,
      }),
    );
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
    const idade = await this.idade(pedido.idUsuario, regra.idadeMinima);
    await this.db.transaction(async (tx) => {
      const atual = await bloquearDoAutor(tx, autor, pedido.id);
      if (atual.id_usuario !== pedido.idUsuario) throw Erros.acessoNegado();
      verificarIdadeDoPrograma(atual.id_modalidade, idade);
      if (regra.modalidades && !regra.modalidades.includes(atual.id_modalidade))
        throw Erros.naoProcessavel(Mensagem.turmaDeOutroPrograma);
      if (atual.id_status_inscricao !== StatusInscricao.Ativa)
        throw Erros.conflito(Mensagem.inscricaoNaoAlteravel);
      if (pedido.idTurmaOpcao) await exigirTurma(tx, pedido.idTurmaOpcao);
      let formato: FormatoCurso | null = null;
      if (pedido.idTurmaPrincipal !== atual.id_turma_principal) {
        const nova = await turmaAberta(tx, pedido.idTurmaPrincipal);
        formato = nova.formato;
        if (nova.id_modalidade !== atual.id_modalidade) throw Erros.regra(Mensagem.turmaDeOutraModalidade);
        await bloquearTurmasEmOrdem(tx, [nova.id, atual.id_turma_principal]);
        await exigirVaga(tx, nova.id);
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
      await trocarTurmas(tx, atual.id, {
        principal: pedido.idTurmaPrincipal,
        opcao: pedido.idTurmaOpcao ?? null,
        formato,
      });
    });
    return (await this.repo.porId(pedido.id))!;
  }

  /** createUpdate (first job): the active enrolment of the modality moves to the new class, or a new one is created. */
  async criarOuAtualizar(
    autor: AutorDoToken,
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
    autor: AutorDoToken,
    pedido: PedidoDeInscricao & { id?: number },
    regra: RegraDaChamada,
  ) {
    const { id, ...criacao } = pedido;
    if (id === undefined) return { criada: true, inscricao: await this.criar(autor, criacao, regra) };
    return { criada: false, inscricao: await this.atualizar(autor, { ...criacao, id }, regra) };
  }

  /**
   * Cancels an active, called-up, enrolled or waiting enrolment. A seat it held goes, in the same transaction, to the
   * first on the class's waiting list (decision 1500); leaving the waiting list frees no seat.
   */
  async cancelar(autor: Autor, id: number): Promise<InscricaoComControle> {
    await this.db.transaction(async (tx) => {
      const atual = await bloquearDoAutor(tx, autor, id);
      if (!(STATUS_INSCRICAO_ATIVOS as readonly number[]).includes(atual.id_status_inscricao)) {
        throw Erros.conflito(Mensagem.inscricaoNaoCancelavel);
      }
      const ocupava = (STATUS_INSCRICAO_OCUPAM_VAGA as readonly number[]).includes(atual.id_status_inscricao);
      const motivo = ocupava ? 'inscrição cancelada' : 'saiu da lista de espera';
      await registrarStatus(tx, atual, StatusInscricao.Cancelada, autor, motivo);
      await marcarAvisoDeCancelamento(tx, id, false);
      if (!ocupava) return;
      await liberarVaga(tx, atual.id_turma_principal);
      await this.convocacao.oferecerVagas(tx, atual.id_turma_principal, null);
    });
    return (await this.repo.porId(id))!;
  }

  async marcarAvisoVisto(autor: Autor, id: number): Promise<InscricaoComControle> {
    await this.db.transaction(async (tx) => {
      const atual = await bloquearDoAutor(tx, autor, id);
      if (atual.id_status_inscricao !== StatusInscricao.Cancelada)
        throw Erros.conflito(Mensagem.inscricaoNaoCancelavel);
      await marcarAvisoDeCancelamento(tx, id, true);
    });
    return (await this.repo.porId(id))!;
  }

  /**
   * A called-up (status 3) enrolment becomes enrolled (status 4) when the call-up id matches and its deadline has
   * not passed by the API's clock (409 with the deadline's date otherwise).
   */
  async confirmarMatricula(autor: Autor, id: number, idConvocado: number): Promise<InscricaoComControle> {
    await this.db.transaction(async (tx) => {
      const atual = await bloquearDoAutor(tx, autor, id);
      // A call-up already expired by the sweep (7) answers with its deadline too: that is what the candidate needs.
      if (atual.id_convocacao === idConvocado) await this.convocacao.exigirDentroDoPrazo(tx, idConvocado);
      if (atual.id_status_inscricao !== StatusInscricao.Convocada || atual.id_convocacao !== idConvocado) {
        throw Erros.conflito(Mensagem.matriculaNaoConfirmavel);
      }
      await registrarStatus(tx, atual, StatusInscricao.Matriculada, autor, 'matrícula confirmada');
    });
    return (await this.repo.porId(id))!;
  }

  async obter(autor: Autor, id: number): Promise<InscricaoComControle> {
    const inscricao = await this.repo.porId(id);
    if (!inscricao) throw Erros.naoEncontrado(Mensagem.inscricaoNaoEncontrada);
    donoOuAdministrador(autor, inscricao.idUsuario);
    return inscricao;
  }
}
