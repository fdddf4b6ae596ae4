import type { Inscricao } from '@portal/contracts';
import type { Executor } from '../db/types.js';
import { COLUNAS_TURMA } from './sql-turma.js';

// Named id_inscricao because the class columns below bring their own "id".
const SELECT_INSCRICAO = `SELECT i.id AS id_inscricao, i.id_turma_principal AS "idTurmaPrincipal", i.id_turma_opcao AS "idTurmaOpcao",
    i.id_usuario AS "idUsuario", i.id_status_inscricao AS "idStatusInscricao",
    i.aviso_cancelamento_visto AS "avisoCancelamentoVisto", i.aprovado, i.id_convocacao AS "idConvocacao",
    to_char(i.data_inscricao AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "dataInscricao",
    coalesce(i.formato_curso, c.formato) AS "formatoCurso",
    ${COLUNAS_TURMA},
    c.id AS curso_id, c.nome AS curso_nome, c.url_slug AS curso_slug, p.id AS modalidade_id, p.nome AS modalidade_nome,
    u.id AS unidade_id, u.nome AS unidade_nome, u.endereco AS unidade_endereco, m.id AS municipio_id, m.nome AS municipio_nome
  FROM inscricao i
  JOIN turma t ON t.id = i.id_turma_principal
  JOIN ordem_servico os ON os.id = t.id_ordem_servico
  JOIN curso c ON c.id = os.id_curso
  JOIN programa p ON p.id = c.id_modalidade
  JOIN unidade u ON u.id = os.id_unidade
  JOIN municipio m ON m.id = u.id_municipio`;

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

export class RepositorioDeInscricoes {
  constructor(private readonly db: Executor) {}

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
