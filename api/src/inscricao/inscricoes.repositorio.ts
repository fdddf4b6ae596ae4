import type { FormatoCurso, Inscricao } from '@portal/contracts';
import { codigoPg, PgCodigo } from '../db/types.js';
import { SELECT_INSCRICAO, SQL_CRIAR_COM_VAGA } from './inscricao.sql.js';
import { Repositorio } from '../db/repositorio.js';

type Linha = Record<string, unknown> & {
  idUsuario: number;
  idStatusInscricao: number;
  idConvocacao: number | null;
};
export type InscricaoComControle = Inscricao & { aprovado: boolean | null; idConvocacao: number | null };

function paraInscricao(l: Linha): InscricaoComControle {
  return {
    id: l.id_inscricao as number,
    idTurmaPrincipal: l.idTurmaPrincipal as number,
    idTurmaOpcao: l.idTurmaOpcao as number | null,
    idUsuario: l.idUsuario,
    idStatusInscricao: l.idStatusInscricao,
    avisoCancelamentoVisto: l.avisoCancelamentoVisto as boolean,
    dataInscricao: l.dataInscricao as string,
    formatoCurso: l.formatoCurso as Inscricao['formatoCurso'],
    aprovado: l.aprovado as boolean | null,
    idConvocacao: l.idConvocacao,
    prazoConvocacao: (l.prazoConvocacao as string | null) ?? null,
    posicaoNaEspera: (l.posicaoNaEspera as number | null) ?? null,
    turmaPrincipal: {
      id: l.idTurmaPrincipal as number,
      idOrdemServico: l.idOrdemServico as number,
      turno: l.turno as Inscricao['turmaPrincipal']['turno'],
      horario: l.horario as string,
      dataInicio: l.dataInicio as string,
      dataFim: l.dataFim as string,
      inscricoesAte: l.inscricoesAte as string,
      vagas: l.vagas as number,
      vagasDisponiveis: l.vagasDisponiveis as number,
      aberta: l.aberta as boolean,
      cursoQualificacao: {
        id: l.curso_id as number,
        nome: l.curso_nome as string,
        urlSlug: l.curso_slug as string,
        modalidade: { id: l.modalidade_id as number, nome: l.modalidade_nome as string },
      },
      unidade: {
        id: l.unidade_id as number,
        nome: l.unidade_nome as string,
        endereco: l.unidade_endereco as string,
      },
      municipio: { id: l.municipio_id as number, nome: l.municipio_nome as string },
    },
  };
}

export interface FiltroInscricoes {
  modalidade?: number;
  status?: readonly number[];
  aprovado?: boolean;
  avisoNaoVisto?: boolean;
}

export interface NovaInscricao {
  idTurma: number;
  idUsuario: number;
  idModalidade: number;
  formatoCurso: FormatoCurso;
  autor: number;
}

/** The enrolment row as the rules need it, locked for the rest of the transaction. */
export interface InscricaoBloqueada {
  id: number;
  id_usuario: number;
  id_turma_principal: number;
  id_turma_opcao: number | null;
  id_modalidade: number;
  id_status_inscricao: number;
  id_convocacao: number | null;
}

/** The enrolment table: created, read, and each statement of a change, run inside the service's transaction. */
export class RepositorioDeInscricoes extends Repositorio {
  /**
   * The new enrolment (status 1, or 6 when the class is full); 'fechada' when the class closed meanwhile, 'ja-inscrito'
   * when the partial unique index refused.
   */
  async criarComVaga(pedido: NovaInscricao): Promise<InscricaoComControle | 'fechada' | 'ja-inscrito'> {
    try {
      const [linha] = await this.db.query<Linha>(SQL_CRIAR_COM_VAGA, [
        pedido.idTurma,
        pedido.idUsuario,
        pedido.idModalidade,
        pedido.autor,
        pedido.formatoCurso,
      ]);
      return linha ? paraInscricao(linha) : 'fechada';
    } catch (erro) {
      // The partial unique index answers the race the earlier read cannot see.
      if (codigoPg(erro) === PgCodigo.violacaoUnica) return 'ja-inscrito';
      throw erro;
    }
  }

  async porId(id: number): Promise<InscricaoComControle | undefined> {
    const [linha] = await this.db.query<Linha>(`${SELECT_INSCRICAO} WHERE i.id = $1`, [id]);
    return linha && paraInscricao(linha);
  }

  async doUsuario(idUsuario: number, filtro: FiltroInscricoes = {}): Promise<InscricaoComControle[]> {
    const linhas = await this.db.query<Linha>(
      `${SELECT_INSCRICAO}
        WHERE i.id_usuario = $1
          AND ($2::integer IS NULL OR i.id_modalidade = $2)
          AND ($3::integer[] IS NULL OR i.id_status_inscricao = ANY($3::integer[]))
          AND ($4::boolean IS NULL OR i.aprovado = $4)
          AND ($5::boolean IS NULL OR ($5 AND i.aviso_cancelamento_visto = false))
        ORDER BY i.data_inscricao DESC, i.id DESC`,
      [
        idUsuario,
        filtro.modalidade ?? null,
        filtro.status ?? null,
        filtro.aprovado ?? null,
        filtro.avisoNaoVisto ?? null,
      ],
    );
    return linhas.map(paraInscricao);
  }

  // The statements of a change: each runs inside the service's transaction (`em(tx)`).

  async bloquear(id: number): Promise<InscricaoBloqueada | undefined> {
    const [linha] = await this.db.query<InscricaoBloqueada>(
      `SELECT id, id_usuario, id_turma_principal, id_turma_opcao, id_modalidade, id_status_inscricao, id_convocacao
         FROM inscricao WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return linha;
  }

  async mudarStatus(id: number, novo: number): Promise<void> {
    await this.db.query(
      'UPDATE inscricao SET id_status_inscricao = $2, atualizado_em = now() WHERE id = $1',
      [id, novo],
    );
  }

  /** A null format keeps the one the enrolment has (same course). */
  async trocarTurmas(
    id: number,
    turmas: { principal: number; opcao: number | null; formato: string | null },
  ): Promise<void> {
    await this.db.query(
      `UPDATE inscricao SET id_turma_principal = $2, id_turma_opcao = $3, formato_curso = coalesce($4, formato_curso),
              atualizado_em = now() WHERE id = $1`,
      [id, turmas.principal, turmas.opcao, turmas.formato],
    );
  }

  /** The cancellation notice the candidate has (true) or has not yet (false) dismissed. */
  async marcarAvisoDeCancelamento(id: number, visto: boolean): Promise<void> {
    await this.db.query(
      'UPDATE inscricao SET aviso_cancelamento_visto = $2, atualizado_em = now() WHERE id = $1',
      [id, visto],
    );
  }

  async auditar(registro: {
    idInscricao: number;
    anterior: number | null;
    novo: number;
    idTurma: number;
    autor: number;
    motivo: string;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO inscricao_auditoria (id_inscricao, status_anterior, status_novo, id_turma, id_autor, motivo)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        registro.idInscricao,
        registro.anterior,
        registro.novo,
        registro.idTurma,
        registro.autor,
        registro.motivo,
      ],
    );
  }
}
