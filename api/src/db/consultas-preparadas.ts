import { createHash } from 'node:crypto';

/**
 * Names for pg's prepared statements (decision 0171). A named query is parsed and planned once per connection instead
 * of on every call. Only parameterised text is named: text without parameters may hold several statements (which a
 * prepared statement cannot), and parameterised text is the stable kind (values never inlined). The number of names
 * is bounded, so text built on the fly could never grow every connection's statement cache without limit.
 */
export class NomesDeConsultas {
  private readonly nomes = new Map<string, string>();

  constructor(private readonly maximo = 1000) {}

  nomeDe(sql: string, quantosParametros: number): string | undefined {
    if (quantosParametros === 0) return undefined;
    const conhecido = this.nomes.get(sql);
    if (conhecido !== undefined || this.nomes.size >= this.maximo) return conhecido;
    const nome = `q_${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
    this.nomes.set(sql, nome);
    return nome;
  }
}
