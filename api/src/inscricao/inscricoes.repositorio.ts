import type { FormatoCurso, Inscricao } from '@portal/contracts';
import { codigoPg, PgCodigo, type Executor } from '../db/types.js';
import { SELECT_INSCRICAO, SQL_CRIAR_COM_VAGA } from './inscricao.sql.js';

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

export class RepositorioDeInscricoes {
  constructor(private readonly db: Executor) {}

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
}
