import type { Contagem } from '../limites/index.js';
import { Repositorio } from '../db/repositorio.js';

/** A counter to read, with its window in seconds. */
export interface ChaveComJanela {
  chave: string;
  janelaSegundos: number;
}

export interface EstadoDoLogin {
  /** Counters inside their windows, by key (a key absent here counts zero). */
  contagens: Map<string, Contagem>;
  /** The account signed in from this address within the days asked. */
  conhecido: boolean;
}

const SQL_ESTADO = `
  SELECT EXISTS (SELECT 1 FROM endereco_conhecido
                  WHERE id_usuario = $3::integer AND endereco = $4 AND visto_em > now() - make_interval(days => $5))
           AS conhecido,
         coalesce((SELECT json_agg(json_build_object(
                     'chave', c.chave, 'contagem', c.contagem,
                     'segundosDesdeUltima', extract(epoch FROM now() - c.ultima)::float8,
                     'segundosDesdeInicio', extract(epoch FROM now() - c.inicio)::float8))
                     FROM unnest($1::text[], $2::float8[]) AS k (chave, janela)
                     JOIN contador_tentativa c
                       ON c.chave = k.chave AND c.inicio > now() - make_interval(secs => k.janela)),
                  '[]'::json) AS contadores`;

const SQL_ENTROU = `
  WITH esquecidos AS (DELETE FROM contador_tentativa WHERE chave = ANY($1::text[]))
  INSERT INTO endereco_conhecido (id_usuario, endereco) VALUES ($2, $3)
  ON CONFLICT (id_usuario, endereco) DO UPDATE SET visto_em = now()`;

/**
 * What the sign-in throttle (decision 0121) reads and writes, one round trip each (decision 0177): the counters of
 * contador_tentativa and the addresses an account signed in from (endereco_conhecido).
 */
export class RepositorioDoLimiteDeLogin extends Repositorio {
  /** Every counter asked for and whether the address is known to the account (none: `idUsuario` null). */
  async estado(
    chaves: ChaveComJanela[],
    idUsuario: number | null,
    endereco: string,
    diasConhecido: number,
  ): Promise<EstadoDoLogin> {
    const [linha] = await this.db.query<{ conhecido: boolean; contadores: (Contagem & { chave: string })[] }>(
      SQL_ESTADO,
      [chaves.map((c) => c.chave), chaves.map((c) => c.janelaSegundos), idUsuario, endereco, diasConhecido],
    );
    const contagens = new Map((linha?.contadores ?? []).map(({ chave, ...c }) => [chave, c] as const));
    return { contagens, conhecido: linha?.conhecido ?? false };
  }

  /** A success: the counters given are forgotten and the address becomes (or stays) known to the account. */
  async entrou(esquecer: string[], idUsuario: number, endereco: string): Promise<void> {
    await this.db.query(SQL_ENTROU, [esquecer, idUsuario, endereco]);
  }
}
