import type { Curso, Faq, Municipio, ProgramaItem, Turma, Unidade, VagasDaTurma } from '@portal/contracts';
import type { Executor } from '../db/types.js';
import { COLUNAS_CURSO, COLUNAS_TURMA, ORDEM_DOS_TURNOS, TURMA_ABERTA } from '../db/sql/turma.js';
import { Repositorio } from '../db/repositorio.js';

interface Agrupamento {
  id: number;
  nome: string;
  urlSlug: string;
  descricao: string;
}

/**
 * Read-only catalogue queries (public, cacheable). `db` may be a replica a moment behind the primary (decision 0206):
 * what is the same for everyone and cached at the edge for minutes anyway. Seats left are live and read after a
 * citizen's own enrolment: they come from `primario`.
 */
export class RepositorioDeCatalogo extends Repositorio {
  /** The classes reserved for tests are public only on a portal run for the e2e suite (decision 0131). */
  private readonly visivel: string;

  constructor(
    db: Executor,
    exibirTurmasDeTeste = false,
    private readonly primario: Executor = db,
  ) {
    super(db);
    this.visivel = exibirTurmasDeTeste ? 'true' : 'NOT t.reservada_para_testes';
  }

  programas(): Promise<ProgramaItem[]> {
    return this.db.query<ProgramaItem>('SELECT id, nome, slug FROM programa ORDER BY id');
  }

  cursos(idModalidade: number | undefined): Promise<Curso[]> {
    return this.db.query<Curso>(
      `SELECT ${COLUNAS_CURSO} FROM curso c WHERE $1::integer IS NULL OR c.id_modalidade = $1 ORDER BY c.nome`,
      [idModalidade ?? null],
    );
  }

  async curso(id: number): Promise<Curso | undefined> {
    return (await this.db.query<Curso>(`SELECT ${COLUNAS_CURSO} FROM curso c WHERE c.id = $1`, [id]))[0];
  }

  municipiosComTurmaAberta(idCurso: number): Promise<Municipio[]> {
    return this.db.query<Municipio>(
      `SELECT DISTINCT m.id, m.nome, m.uf FROM turma t
         JOIN ordem_servico os ON os.id = t.id_ordem_servico
         JOIN unidade u ON u.id = os.id_unidade JOIN municipio m ON m.id = u.id_municipio
        WHERE os.id_curso = $1 AND ${TURMA_ABERTA} AND ${this.visivel} ORDER BY m.nome`,
      [idCurso],
    );
  }

  unidades(idCurso: number, idMunicipio: number): Promise<Unidade[]> {
    return this.db.query<Unidade>(
      `SELECT u.id, u.nome, u.endereco, os.id AS "idOrdemServico" FROM ordem_servico os JOIN unidade u ON u.id = os.id_unidade
        WHERE os.id_curso = $1 AND u.id_municipio = $2
          AND EXISTS (SELECT 1 FROM turma t WHERE t.id_ordem_servico = os.id AND ${TURMA_ABERTA} AND ${this.visivel})
        ORDER BY u.nome`,
      [idCurso, idMunicipio],
    );
  }

  async ordemServicoExiste(id: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM ordem_servico WHERE id = $1', [id])).length > 0;
  }

  /** Seats left per class of the order, in the list's order; undefined when the order does not exist (one query). */
  async vagas(idOrdemServico: number): Promise<VagasDaTurma[] | undefined> {
    const [linha] = await this.primario.query<{ vagas: VagasDaTurma[] | null }>(
      `SELECT (SELECT json_agg(json_build_object('idTurma', t.id, 'vagasDisponiveis', t.vagas - t.vagas_ocupadas,
                'aberta', (${TURMA_ABERTA})) ORDER BY ${ORDEM_DOS_TURNOS})
                 FROM turma t WHERE t.id_ordem_servico = os.id AND ${this.visivel}) AS vagas
         FROM ordem_servico os WHERE os.id = $1`,
      [idOrdemServico],
    );
    return linha ? (linha.vagas ?? []) : undefined;
  }

  turmas(idOrdemServico: number): Promise<Turma[]> {
    return this.db.query<Turma>(
      `SELECT ${COLUNAS_TURMA} FROM turma t WHERE t.id_ordem_servico = $1 AND ${this.visivel} ORDER BY ${ORDEM_DOS_TURNOS}`,
      [idOrdemServico],
    );
  }

  async arco(id: number): Promise<(Agrupamento & { cursos: Curso[] }) | undefined> {
    const [arco] = await this.db.query<Agrupamento>(
      'SELECT id, nome, url_slug AS "urlSlug", descricao FROM arco WHERE id = $1',
      [id],
    );
    if (!arco) return undefined;
    const cursos = await this.db.query<Curso>(
      `SELECT ${COLUNAS_CURSO} FROM curso c WHERE c.id_arco = $1 ORDER BY c.nome`,
      [id],
    );
    return { ...arco, cursos };
  }

  async trilhas(id?: number): Promise<(Agrupamento & { cursos: Curso[] })[]> {
    const trilhas = await this.db.query<Agrupamento>(
      `SELECT id, nome, url_slug AS "urlSlug", descricao FROM trilha WHERE $1::integer IS NULL OR id = $1 ORDER BY id`,
      [id ?? null],
    );
    const cursos = await this.db.query<Curso & { idTrilha: number }>(
      `SELECT tc.id_trilha AS "idTrilha", ${COLUNAS_CURSO} FROM trilha_curso tc JOIN curso c ON c.id = tc.id_curso
        WHERE $1::integer IS NULL OR tc.id_trilha = $1 ORDER BY tc.ordem`,
      [id ?? null],
    );
    return trilhas.map((t) => ({
      ...t,
      cursos: cursos.filter((c) => c.idTrilha === t.id).map(({ idTrilha: _idTrilha, ...curso }) => curso),
    }));
  }

  faq(tipo: string | undefined): Promise<Faq[]> {
    return this.db.query<Faq>(
      'SELECT id, tipo, pergunta, resposta FROM faq WHERE $1::text IS NULL OR tipo = $1 ORDER BY tipo, ordem',
      [tipo ?? null],
    );
  }
}
