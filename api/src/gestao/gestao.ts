import {
  type MudarVagasPedido,
  type MudarVagasResposta,
  CSV_LINHAS_MAXIMO,
  nomeStatusInscricao,
  type AccessTokenClaims,
  type FiltrosDasTurmas,
  type HistoricoDaTurma,
  type InscricoesDaTurma,
  type StatusInscricao,
  type TurmaDaGestao,
  type TurmasDaGestao,
} from '@portal/contracts';
import type { Db } from '../db/types.js';
import { Erros } from '../lib/http-error.js';
import type { LinhaInscricaoDaTurma, Pagina, RepositorioDeGestao } from './gestao.repositorio.js';
import { alcanceDe, AutorizacaoDaGestao } from './autorizacao-da-gestao.js';
import { csvDasInscricoes } from './csv-das-inscricoes.js';
import { semListaDeEspera, type AoLiberarVagas } from './vagas-liberadas.js';

/** `***.456.789-**`: only the six middle digits (decision 1500). */
export function mascararCpf(cpf: string): string {
  return `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
}

export function formatarCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9, 11)}`;
}

/**
 * An enrolment as the caller's profile may see it: whoever checks ID documents at the counter gets the whole CPF and
 * the civil name beside a social name; everyone else the masked CPF and the social name alone (decisions 1500, 1550).
 */
function comoOPerfilVe(linha: LinhaInscricaoDaTurma, confereDocumento: boolean): LinhaInscricaoDaTurma {
  return confereDocumento
    ? { ...linha, cpf: formatarCpf(linha.cpf) }
    : { ...linha, cpf: mascararCpf(linha.cpf), nomeCivil: null };
}

/** The operations area's rules over classes: scope, seats, open/closed and the audit of class changes. */
export class ServicoDeGestao {
  private readonly autorizacao: AutorizacaoDaGestao;

  constructor(
    private readonly db: Db,
    private readonly repo: RepositorioDeGestao,
    private readonly aoLiberarVagas: AoLiberarVagas = semListaDeEspera,
  ) {
    this.autorizacao = new AutorizacaoDaGestao(repo);
  }

  async turmas(
    usuario: AccessTokenClaims,
    filtro: { idPrograma?: number; idUnidade?: number } & Pagina,
  ): Promise<TurmasDaGestao> {
    const { pagina, porPagina, ...resto } = filtro;
    const { itens, total } = await this.repo.turmas(alcanceDe(usuario), resto, { pagina, porPagina });
    return { itens, total, pagina, porPagina };
  }

  filtrosDasTurmas(usuario: AccessTokenClaims): Promise<FiltrosDasTurmas> {
    return this.repo.filtrosDasTurmas(alcanceDe(usuario));
  }

  async turma(usuario: AccessTokenClaims, idTurma: number): Promise<TurmaDaGestao> {
    await this.autorizacao.exigir(usuario, 'ver', idTurma);
    return this.lerTurma(idTurma);
  }

  async abrirOuFecharInscricoes(
    usuario: AccessTokenClaims,
    idTurma: number,
    abertas: boolean,
  ): Promise<TurmaDaGestao> {
    await this.autorizacao.exigir(usuario, 'alterar', idTurma);
    await this.db.transaction(async (tx) => {
      const repo = this.repo.em(tx);
      if (await repo.abrirOuFechar(idTurma, abertas))
        await repo.auditarTurma(idTurma, usuario.sid, abertas ? 'inscrições abertas' : 'inscrições fechadas');
    });
    return this.lerTurma(idTurma);
  }

  /**
   * Never below the seats taken (1 + 3 + 4): 409. More seats are offered to the waiting list (aoLiberarVagas), with
   * the deadline the staff member chose; the answer names who was called up (decision 1606).
   */
  async mudarVagas(
    usuario: AccessTokenClaims,
    idTurma: number,
    { vagas, prazoDiasUteis }: MudarVagasPedido,
  ): Promise<MudarVagasResposta> {
    await this.autorizacao.exigir(usuario, 'alterar', idTurma);
    const convocadas = await this.db.transaction(async (tx) => {
      const atual = await this.repo.em(tx).bloquearVagas(idTurma);
      if (!atual) throw Erros.naoEncontrado();
      if (vagas < atual.ocupadas)
        throw Erros.conflito(
          `O número de vagas não pode ficar abaixo das vagas ocupadas (${atual.ocupadas}).`,
        );
      if (vagas === atual.vagas) return [];
      await this.repo.em(tx).mudarVagas(idTurma, vagas);
      await this.repo.em(tx).auditarTurma(idTurma, usuario.sid, `vagas: de ${atual.vagas} para ${vagas}`);
      if (vagas < atual.vagas) return [];
      return this.aoLiberarVagas(tx, idTurma, usuario.sid, prazoDiasUteis);
    });
    return {
      ...(await this.lerTurma(idTurma)),
      convocadas: convocadas.map(({ idInscricao, nome, prazo }) => ({ idInscricao, nome, prazo })),
    };
  }

  async inscricoes(
    usuario: AccessTokenClaims,
    idTurma: number,
    filtro: { status?: number } & Pagina,
  ): Promise<InscricoesDaTurma> {
    const { confereDocumento } = await this.autorizacao.exigir(usuario, 'listarInscricoes', idTurma);
    const { pagina, porPagina, status } = filtro;
    const { itens, total } = await this.repo.inscricoes(idTurma, status, { pagina, porPagina });
    return { itens: itens.map((i) => comoOPerfilVe(i, confereDocumento)), total, pagina, porPagina };
  }

  /** The whole list (bounded by CSV_LINHAS_MAXIMO) as CSV, CPF and names as the caller's screen shows them. */
  async csv(usuario: AccessTokenClaims, idTurma: number, status: number | undefined): Promise<string> {
    const { confereDocumento } = await this.autorizacao.exigir(usuario, 'exportar', idTurma);
    const { itens } = await this.repo.inscricoes(idTurma, status, {
      pagina: 1,
      porPagina: CSV_LINHAS_MAXIMO,
    });
    return csvDasInscricoes(
      itens.map((i) => ({
        ...comoOPerfilVe(i, confereDocumento),
        nomeStatus: nomeStatusInscricao[i.status as StatusInscricao] ?? String(i.status),
      })),
      { nomeCivil: confereDocumento },
    );
  }

  async historico(usuario: AccessTokenClaims, idTurma: number, pagina: Pagina): Promise<HistoricoDaTurma> {
    await this.autorizacao.exigir(usuario, 'verHistorico', idTurma);
    const { itens, total } = await this.repo.historico(idTurma, pagina);
    return { itens, total, ...pagina };
  }

  private async lerTurma(idTurma: number): Promise<TurmaDaGestao> {
    const turma = await this.repo.turma(idTurma);
    if (!turma) throw Erros.naoEncontrado();
    return turma;
  }
}
