import { Mensagem, StatusInscricao } from '@portal/contracts';
import type { Db } from '../db/types.js';
import { Erros } from '../lib/http-error.js';
import type { InscricaoComControle, RepositorioDeInscricoes } from './inscricoes.repositorio.js';
import { alterarInscricao, type PedidoDeAlteracao } from './alteracao-de-inscricao.js';
import { criarInscricao, type AutorDoToken, type PedidoDeInscricao } from './criacao-de-inscricao.js';
import { exigirDonoOuAdministrador, type Autor } from '../lib/autor.js';
import type { RegraDaChamada } from './regras-das-chamadas.js';
import {
  cancelarInscricao,
  confirmarMatriculaConvocada,
  registrarAvisoVisto,
  type ConvocacaoDaInscricao,
} from './status-da-inscricao.js';

export type { Autor, AutorDoToken, PedidoDeInscricao, RegraDaChamada };

/**
 * Enrolment rules: seats, one active enrolment per modality, eligibility, status changes with an audit trail. Each
 * change lives in a module of its own (criacao-, alteracao-, status-da-inscricao.ts); this class wires them to the
 * database and answers with the enrolment as it stands after the change.
 */
export class ServicoDeInscricoes {
  constructor(
    private readonly db: Db,
    private readonly repo: RepositorioDeInscricoes,
    private readonly convocacao: ConvocacaoDaInscricao,
  ) {}

  async criar(autor: AutorDoToken, pedido: PedidoDeInscricao, regra: RegraDaChamada) {
    return criarInscricao(this.db, this.repo, autor, pedido, regra);
  }

  async atualizar(autor: Autor, pedido: PedidoDeAlteracao, regra: Partial<RegraDaChamada> = {}) {
    await alterarInscricao(this.db, this.convocacao, autor, pedido, regra);
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

  async cancelar(autor: Autor, id: number): Promise<InscricaoComControle> {
    await cancelarInscricao(this.db, this.convocacao, autor, id);
    return (await this.repo.porId(id))!;
  }

  async marcarAvisoVisto(autor: Autor, id: number): Promise<InscricaoComControle> {
    await registrarAvisoVisto(this.db, autor, id);
    return (await this.repo.porId(id))!;
  }

  async confirmarMatricula(autor: Autor, id: number, idConvocado: number): Promise<InscricaoComControle> {
    await confirmarMatriculaConvocada(this.db, this.convocacao, autor, id, idConvocado);
    return (await this.repo.porId(id))!;
  }

  async obter(autor: Autor, id: number): Promise<InscricaoComControle> {
    const inscricao = await this.repo.porId(id);
    if (!inscricao) throw Erros.naoEncontrado(Mensagem.inscricaoNaoEncontrada);
    exigirDonoOuAdministrador(autor, inscricao.idUsuario);
    return inscricao;
  }
}
