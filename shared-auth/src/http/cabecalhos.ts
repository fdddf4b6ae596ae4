/**
 * Request and response headers with case-insensitive names, as HTTP has them. Fake network edges in tests read the
 * headers the client put on a request with `get` and answer with plain objects, so both shapes are accepted.
 */
export class Cabecalhos {
  private readonly valores = new Map<string, { nome: string; valor: string }>();

  /**
   * A copy of `origem`: another Cabecalhos (of any copy of this module: tests load it once per simulated tab), the
   * browser's `Headers`, or a plain object of names to values.
   */
  static de(origem?: unknown): Cabecalhos {
    const cabecalhos = new Cabecalhos();
    if (ehCabecalhos(origem)) {
      for (const [nome, valor] of Object.entries(origem.paraObjeto())) cabecalhos.set(nome, valor);
    } else if (ehPercorrivel(origem)) {
      origem.forEach((valor, nome) => cabecalhos.set(nome, valor));
    } else if (typeof origem === 'object' && origem !== null) {
      for (const [nome, valor] of Object.entries(origem)) {
        if (valor !== undefined && valor !== null) cabecalhos.set(nome, String(valor));
      }
    }
    return cabecalhos;
  }

  get(nome: string): string | undefined {
    return this.valores.get(nome.toLowerCase())?.valor;
  }

  has(nome: string): boolean {
    return this.valores.has(nome.toLowerCase());
  }

  set(nome: string, valor: string): this {
    this.valores.set(nome.toLowerCase(), { nome, valor });
    return this;
  }

  delete(nome: string): void {
    this.valores.delete(nome.toLowerCase());
  }

  /** Names as they were set, for `fetch`. */
  paraObjeto(): Record<string, string> {
    return Object.fromEntries([...this.valores.values()].map(({ nome, valor }) => [nome, valor]));
  }
}

function ehCabecalhos(valor: unknown): valor is Pick<Cabecalhos, 'paraObjeto'> {
  return typeof (valor as { paraObjeto?: unknown } | null)?.paraObjeto === 'function';
}

/** The browser's `Headers` (or a Map): walked with `forEach(valor, nome)`. */
function ehPercorrivel(valor: unknown): valor is Pick<Headers, 'forEach'> {
  return typeof (valor as { forEach?: unknown } | null)?.forEach === 'function';
}
