/**
 * Fixed-window counter per key (account or address). In memory: one API process per database in this deployment;
 * a second process would need the counters in PostgreSQL or Redis.
 */
export class Limitador {
  private readonly janelas = new Map<string, { inicio: number; contagem: number }>();

  constructor(
    private readonly maximo: number,
    private readonly janelaMs: number,
    private readonly agora: () => number = Date.now,
  ) {}

  excedido(chave: string): boolean {
    const janela = this.janelaAtual(chave);
    return janela !== undefined && janela.contagem >= this.maximo;
  }

  registrar(chave: string): void {
    // Logins typed at random must not grow the map forever: past a size, expired windows are dropped.
    if (this.janelas.size >= Limitador.LIMPAR_ACIMA_DE) this.descartarVencidas();
    const janela = this.janelaAtual(chave) ?? { inicio: this.agora(), contagem: 0 };
    janela.contagem += 1;
    this.janelas.set(chave, janela);
  }

  limpar(chave: string): void {
    this.janelas.delete(chave);
  }

  static readonly LIMPAR_ACIMA_DE = 10_000;

  get tamanho(): number {
    return this.janelas.size;
  }

  private descartarVencidas(): void {
    for (const chave of [...this.janelas.keys()]) this.janelaAtual(chave);
  }

  private janelaAtual(chave: string) {
    const janela = this.janelas.get(chave);
    if (janela && this.agora() - janela.inicio >= this.janelaMs) {
      this.janelas.delete(chave);
      return undefined;
    }
    return janela;
  }
}
