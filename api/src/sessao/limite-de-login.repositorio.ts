import type { Contagem } from '../limites/index.js';
import { Repositorio } from '../db/repositorio.js';

/** A counter to read, with its window in seconds. */
export interface ChaveComJanela {
  chave: string;
  janelaSegundos: number;
}

/** The counters an attempt counted ahead, each with that attempt's instant (as PostgreSQL wrote it), for `devolver`. */
export type Reserva = { chave: string; ultima: string }[];

export interface EstadoDoLogin {
  /** Counters inside their windows, by key, as they were before this attempt (a key absent here counts zero). */
  contagens: Map<string, Contagem>;
  /** The account signed in from this address within the days asked. */
  conhecido: boolean;
  reserva: Reserva;
}

interface LinhaDoContador {
  chave: string;
  contagem: number;
  segundosDesdeUltima: number | null;
  segundosDesdeInicio: number;
  /** Set on the counters this attempt counted: its own instant. */
  ultima: string | null;
}

/**
 * One statement: counts the attempt on the counters to reserve (each in its own window, in key order, so attempts
 * sent together wait on each other's row locks and each reads the others' counts, never crosswise) and reads the
 * others; answers every counter as it was before this attempt, and whether the address is known to the account.
 * `anterior` keeps the instant of the attempt before, for the wait.
 */
const SQL_RESERVAR = `
  WITH j AS (SELECT * FROM unnest($1::text[], $2::float8[], $3::boolean[]) AS j (chave, janela, reservar)),
       contados AS (
         INSERT INTO contador_tentativa AS c (chave, contagem)
         SELECT chave, 1 FROM j WHERE reservar ORDER BY chave
         ON CONFLICT (chave) DO UPDATE SET
           contagem = CASE WHEN c.inicio <= now() - make_interval(secs => (SELECT janela FROM j WHERE j.chave = c.chave))
                           THEN 1 ELSE c.contagem + 1 END,
           anterior = CASE WHEN c.inicio <= now() - make_interval(secs => (SELECT janela FROM j WHERE j.chave = c.chave))
                           THEN NULL ELSE c.ultima END,
           inicio = CASE WHEN c.inicio <= now() - make_interval(secs => (SELECT janela FROM j WHERE j.chave = c.chave))
                         THEN now() ELSE c.inicio END,
           ultima = now()
         RETURNING c.chave, c.contagem - 1 AS contagem, extract(epoch FROM now() - c.anterior)::float8 AS desde_ultima,
                   extract(epoch FROM now() - c.inicio)::float8 AS desde_inicio, c.ultima),
       lidos AS (
         SELECT c.chave, c.contagem, extract(epoch FROM now() - c.ultima)::float8 AS desde_ultima,
                extract(epoch FROM now() - c.inicio)::float8 AS desde_inicio, NULL::timestamptz AS ultima
           FROM j JOIN contador_tentativa c
             ON c.chave = j.chave AND NOT j.reservar AND c.inicio > now() - make_interval(secs => j.janela))
  SELECT EXISTS (SELECT 1 FROM endereco_conhecido
                  WHERE id_usuario = $4::integer AND endereco = $5 AND visto_em > now() - make_interval(days => $6))
           AS conhecido,
         coalesce((SELECT json_agg(json_build_object(
                     'chave', chave, 'contagem', contagem, 'segundosDesdeUltima', desde_ultima,
                     'segundosDesdeInicio', desde_inicio, 'ultima', ultima))
                     FROM (SELECT * FROM contados UNION ALL SELECT * FROM lidos) AS t),
                  '[]'::json) AS contadores`;

/**
 * Gives back attempts counted ahead that were none (throttled, or no password checked): one count each, and the last
 * instant back to the one before, unless another attempt has counted since. Rows locked in key order, as above.
 */
const SQL_DEVOLVER = `
  WITH d AS (SELECT * FROM unnest($1::text[], $2::timestamptz[]) AS d (chave, ultima)),
       travados AS (SELECT c.chave FROM contador_tentativa c JOIN d USING (chave) ORDER BY c.chave FOR UPDATE OF c)
  UPDATE contador_tentativa AS c
     SET contagem = greatest(c.contagem - 1, 0),
         ultima = CASE WHEN c.ultima = d.ultima AND c.anterior IS NOT NULL THEN c.anterior ELSE c.ultima END
    FROM d WHERE c.chave = d.chave AND c.chave IN (SELECT chave FROM travados)`;

const SQL_ENTROU = `
  WITH travados AS (SELECT chave FROM contador_tentativa WHERE chave = ANY($1::text[]) ORDER BY chave FOR UPDATE),
       esquecidos AS (DELETE FROM contador_tentativa WHERE chave IN (SELECT chave FROM travados))
  INSERT INTO endereco_conhecido (id_usuario, endereco) VALUES ($2, $3)
  ON CONFLICT (id_usuario, endereco) DO UPDATE SET visto_em = now()`;

/**
 * What the sign-in throttle (decision 0151) reads and writes, one round trip each (decision 0177): the counters of
 * contador_tentativa and the addresses an account signed in from (endereco_conhecido).
 */
export class RepositorioDoLimiteDeLogin extends Repositorio {
  /** Counts the attempt on `reservar`, reads `ler`, and answers them as they were before it. */
  async reservar(
    reservar: ChaveComJanela[],
    ler: ChaveComJanela[],
    idUsuario: number | null,
    endereco: string,
    diasConhecido: number,
  ): Promise<EstadoDoLogin> {
    const todas = [...reservar, ...ler];
    const [linha] = await this.db.query<{ conhecido: boolean; contadores: LinhaDoContador[] }>(SQL_RESERVAR, [
      todas.map((c) => c.chave),
      todas.map((c) => c.janelaSegundos),
      todas.map((_, i) => i < reservar.length),
      idUsuario,
      endereco,
      diasConhecido,
    ]);
    const contadores = linha?.contadores ?? [];
    return {
      contagens: new Map(
        contadores.map((c) => [
          c.chave,
          {
            contagem: c.contagem,
            segundosDesdeUltima: c.segundosDesdeUltima ?? Number.POSITIVE_INFINITY,
            segundosDesdeInicio: c.segundosDesdeInicio,
          },
        ]),
      ),
      conhecido: linha?.conhecido ?? false,
      reserva: contadores.flatMap(({ chave, ultima }) => (ultima ? [{ chave, ultima }] : [])),
    };
  }

  async devolver(reserva: Reserva): Promise<void> {
    if (reserva.length === 0) return;
    await this.db.query(SQL_DEVOLVER, [reserva.map((r) => r.chave), reserva.map((r) => r.ultima)]);
  }

  /** A success: the counters given are forgotten and the address becomes (or stays) known to the account. */
  async entrou(esquecer: string[], idUsuario: number, endereco: string): Promise<void> {
    await this.db.query(SQL_ENTROU, [esquecer, idUsuario, endereco]);
  }
}
