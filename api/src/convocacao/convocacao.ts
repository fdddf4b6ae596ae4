import {
  Mensagem,
  type AccessTokenClaims,
  nomeStatusInscricao,
  type ConvocarPedido,
  type ConvocarResposta,
  type EventoDaInscricao,
  type StatusInscricao,
} from '@portal/contracts';
import type { Db, Executor } from '../db/types.js';
import { Erros } from '../lib/http-error.js';
import type { Convocada, RepositorioDeConvocacoes } from './convocacoes.repositorio.js';
import { type RepositorioDeGestao, AutorizacaoDaGestao } from '../gestao/index.js';
import { exigirDonoOuAdministrador, type Autor } from '../lib/autor.js';
import { type RepositorioDeInscricoes } from '../inscricao/index.js';
import { avisarConvocadas } from './avisos-de-convocacao.js';
import { dataEmBrasilia } from '../lib/dia-em-brasilia.js';
import { prazoDaConvocacao } from './prazo-da-convocacao.js';
import { varrerConvocacoes } from './varredura-das-convocacoes.js';

export interface OpcoesDaConvocacao {
  portalUrl: string;
  /** Working days of a call-up when the request names none (CONVOCACAO_DIAS_UTEIS). */
  diasUteis: number;
}

export const MOTIVO_OFERTA = 'vaga oferecida ao primeiro da lista de espera';
export { MOTIVO_EXPIRACAO } from './varredura-das-convocacoes.js';

/** An instant as contracts' instanteSchema (no milliseconds, like the ones the database formats). */
export const instante = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Call-up, offer of a freed seat to the waiting list, and expiry (decision 1500). */
export class ServicoDeConvocacao {
  private readonly autorizacao: AutorizacaoDaGestao;

  constructor(
    private readonly db: Db,
    private readonly repo: RepositorioDeConvocacoes,
    private readonly inscricoes: RepositorioDeInscricoes,
    gestao: RepositorioDeGestao,
    private readonly opcoes: OpcoesDaConvocacao,
  ) {
    this.autorizacao = new AutorizacaoDaGestao(gestao);
  }

  private async prazo(tx: Executor, diasUteis = this.opcoes.diasUteis): Promise<Date> {
    return prazoDaConvocacao(await this.repo.em(tx).agora(), diasUteis);
  }

  /**
   * Staff call up 'Ativa' enrolments of a class, in enrolment order, all or nothing: an id that is not an 'Ativa'
   * enrolment of this class refuses the whole request (409, naming them). Who may: those who may change the class
   * (decision 1500: Administrador, and Secretaria and Executora in their scope), checked by the gestão's one gate.
   */
  async convocar(
    autor: AccessTokenClaims,
    idTurma: number,
    pedido: ConvocarPedido,
  ): Promise<ConvocarResposta> {
    await this.autorizacao.exigir(autor, 'alterar', idTurma);
    return this.db.transaction(async (tx) => {
      const pedidas = pedido.todos ? null : (pedido.idsInscricao ?? []);
      const ativas = await this.repo.em(tx).bloquearAtivasDaTurma(idTurma, pedidas);
      const fora = (pedidas ?? []).filter((id) => !ativas.includes(id));
      if (fora.length) {
        throw Erros.conflito(
          `${fora.length === 1 ? 'A inscrição' : 'As inscrições'} ${fora.join(', ')} ${fora.length === 1 ? 'não está ativa' : 'não estão ativas'} nesta turma; ninguém foi convocado.`,
        );
      }
      const prazo = await this.prazo(tx, pedido.prazoDiasUteis);
      const convocadas = ativas.length
        ? await this.repo.em(tx).convocarAtivas(ativas, {
            prazo,
            autor: autor.sid,
            motivo: 'convocada pela equipe',
          })
        : [];
      await avisarConvocadas(tx, convocadas, this.opcoes.portalUrl);
      return {
        prazo: instante(prazo),
        convocadas: convocadas.map((c) => ({
          idInscricao: c.idInscricao,
          idConvocacao: c.idConvocacao,
          prazo: c.prazo,
        })),
      };
    });
  }

  /**
   * Offers the class's free seats to the first in line (status 6 → 3, new call-up, default deadline, the staff's
   * call-up e-mail: decision 1522), inside
   * the caller's transaction, the one that freed the seats: a cancellation, an expiry, more seats (gestão).
   * `idAutor` null = the system.
   */
  async oferecerVagas(tx: Executor, idTurma: number, idAutor: number | null): Promise<number> {
    return (await this.convocarDaEspera(tx, idTurma, idAutor)).length;
  }

  /**
   * oferecerVagas when the staff raise the seats: the deadline is the one they chose (`diasUteis`, bounded by
   * contracts' mudarVagasSchema; the default when absent, decision 1606), and the answer says who was called up.
   */
  async convocarDaEspera(
    tx: Executor,
    idTurma: number,
    idAutor: number | null,
    diasUteis?: number,
  ): Promise<Convocada[]> {
    const livres = await this.repo.em(tx).bloquearVagasLivres(idTurma);
    if (!livres) return [];
    const prazo = await this.prazo(tx, diasUteis);
    const convocadas = await this.repo.em(tx).oferecerAosPrimeiros(idTurma, livres, {
      prazo,
      autor: idAutor,
      motivo: MOTIVO_OFERTA,
    });
    await avisarConvocadas(tx, convocadas, this.opcoes.portalUrl);
    return convocadas;
  }

  /** The scheduled sweep (varredura-das-convocacoes.ts): what it frees goes to the waiting list as the system. */
  async varrer(): Promise<{ expiradas: number; oferecidas: number }> {
    return varrerConvocacoes(this.db, this.repo, (tx, idTurma) => this.oferecerVagas(tx, idTurma, null));
  }

  /**
   * ConfirmarMatricula's deadline: 409 once the call-up's deadline has passed by the API's clock (test offset
   * included), even before the sweep has marked it expired.
   */
  async exigirDentroDoPrazo(tx: Executor, idConvocacao: number): Promise<void> {
    const convocacao = await this.repo.em(tx).prazo(idConvocacao);
    if (convocacao?.vencida) {
      throw Erros.conflito(
        `O prazo para confirmar a matrícula terminou em ${dataEmBrasilia(new Date(convocacao.prazo))}.`,
      );
    }
  }

  /** The enrolment's status changes, oldest first: its owner or an administrator. */
  async linhaDoTempo(autor: Autor, idInscricao: number): Promise<EventoDaInscricao[]> {
    const inscricao = await this.inscricoes.porId(idInscricao);
    if (!inscricao) throw Erros.naoEncontrado(Mensagem.inscricaoNaoEncontrada);
    exigirDonoOuAdministrador(autor, inscricao.idUsuario);
    const eventos = await this.repo.linhaDoTempo(idInscricao);
    return eventos.map((e) => ({
      ...e,
      nomeStatus: nomeStatusInscricao[e.status as StatusInscricao] ?? String(e.status),
    }));
  }
}
