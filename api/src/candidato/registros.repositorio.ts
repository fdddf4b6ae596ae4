import { codigoPg, PgCodigo, type Executor } from '../db/types.js';
import { dataBrParaIso, dataIsoParaBr } from '../lib/login.js';
import { Repositorio } from '../db/repositorio.js';

/** How one field of a candidate record maps to its column (and how dates convert between dd/mm/yyyy and ISO). */
interface Coluna {
  coluna: string;
  data?: boolean;
}

export type Colunas = Record<string, Coluna>;
type Registro = Record<string, unknown>;

/**
 * The three fast-track records (dadosCadastrais, endereco, dadossocioeconomicos) share one shape: one row per user,
 * keyed by id_usuario. SQL is built only from the fixed column maps below, never from the request.
 */
export class RepositorioDeRegistro extends Repositorio {
  constructor(
    db: Executor,
    private readonly tabela: string,
    private readonly colunas: Colunas,
  ) {
    super(db);
  }

  async obter(idUsuario: number): Promise<Registro | undefined> {
    const [linha] = await this.db.query<Registro>(`SELECT * FROM ${this.tabela} WHERE id_usuario = $1`, [
      idUsuario,
    ]);
    return linha && this.paraRegistro(linha);
  }

  /**
   * Inserts; 'ja-existe' when the record already exists (the caller answers 409), 'sem-usuario' when no account has
   * that id (an administrator's typo; 404, not the foreign key's 500).
   */
  async criar(idUsuario: number, dados: Registro): Promise<Registro | 'ja-existe' | 'sem-usuario'> {
    const campos = Object.keys(this.colunas);
    const nomes = campos.map((c) => this.colunas[c]!.coluna);
    const valores = campos.map((c) => this.paraColuna(c, dados[c]));
    const marcadores = campos.map((_, i) => `$${i + 2}`);
    try {
      const [linha] = await this.db.query<Registro>(
        `INSERT INTO ${this.tabela} (id_usuario, ${nomes.join(', ')}) VALUES ($1, ${marcadores.join(', ')})
         ON CONFLICT (id_usuario) DO NOTHING RETURNING *`,
        [idUsuario, ...valores],
      );
      return linha ? this.paraRegistro(linha) : 'ja-existe';
    } catch (erro) {
      if (codigoPg(erro) === PgCodigo.violacaoFk) return 'sem-usuario';
      throw erro;
    }
  }

  /** Updates only the fields present in `dados`; undefined when there is no record. */
  async atualizar(idUsuario: number, dados: Registro): Promise<Registro | undefined> {
    const campos = Object.keys(dados).filter((c) => c in this.colunas);
    const sets = campos.map((c, i) => `${this.colunas[c]!.coluna} = $${i + 2}`);
    const valores = campos.map((c) => this.paraColuna(c, dados[c]));
    const [linha] = await this.db.query<Registro>(
      `UPDATE ${this.tabela} SET ${[...sets, 'atualizado_em = now()'].join(', ')} WHERE id_usuario = $1 RETURNING *`,
      [idUsuario, ...valores],
    );
    return linha && this.paraRegistro(linha);
  }

  /** Full update (PUT): fields left out become empty, as on the form. */
  substituir(idUsuario: number, dados: Registro): Promise<Registro | undefined> {
    return this.atualizar(
      idUsuario,
      Object.fromEntries(Object.keys(this.colunas).map((c) => [c, dados[c] ?? null])),
    );
  }

  private paraColuna(campo: string, valor: unknown): unknown {
    if (valor === undefined) return null;
    return this.colunas[campo]!.data && typeof valor === 'string' ? dataBrParaIso(valor) : valor;
  }

  private paraRegistro(linha: Registro): Registro {
    const registro: Registro = { idUsuario: linha.id_usuario };
    for (const [campo, { coluna, data }] of Object.entries(this.colunas)) {
      const valor = linha[coluna];
      registro[campo] = data
        ? dataIsoParaBr(valor as string | null)
        : typeof valor === 'string'
          ? valor.trim()
          : valor;
    }
    return registro;
  }
}

export const COLUNAS_DADOS_CADASTRAIS: Colunas = {
  nome: { coluna: 'nome' },
  nomeSocial: { coluna: 'nome_social' },
  cpf: { coluna: 'cpf' },
  dataNascimento: { coluna: 'data_nascimento', data: true },
  sexo: { coluna: 'sexo' },
  racaCor: { coluna: 'raca_cor' },
  possuiDeficiencia: { coluna: 'possui_deficiencia' },
  tipoDeficiencia: { coluna: 'tipo_deficiencia' },
  telefone: { coluna: 'telefone' },
  email: { coluna: 'email' },
};

export const COLUNAS_ENDERECO: Colunas = {
  cep: { coluna: 'cep' },
  logradouro: { coluna: 'logradouro' },
  numero: { coluna: 'numero' },
  complemento: { coluna: 'complemento' },
  bairro: { coluna: 'bairro' },
  municipio: { coluna: 'municipio' },
  idMunicipio: { coluna: 'id_municipio' },
  uf: { coluna: 'uf' },
};

export const COLUNAS_SOCIOECONOMICOS: Colunas = {
  idGrauInstrucao: { coluna: 'id_grau_instrucao' },
  idStatusGraduacao: { coluna: 'id_status_graduacao' },
  rendaFamiliar: { coluna: 'renda_familiar' },
  pessoasResidencia: { coluna: 'pessoas_residencia' },
  situacaoTrabalho: { coluna: 'situacao_trabalho' },
  recebeBeneficioSocial: { coluna: 'recebe_beneficio_social' },
};
