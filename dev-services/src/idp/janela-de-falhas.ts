/** Failures per key (an address) in a fixed window, in memory: the local IdP is one process on the developer's machine. */
export class JanelaDeFalhas {
  private readonly janelas = new Map<string, { inicio: number; falhas: number }>();

  constructor(
    private readonly maximo: number,
    private readonly janelaMs: number,
    private readonly agora: () => number = Date.now,
  ) {}

  excedido(chave: string): boolean {
    return (this.atual(chave)?.falhas ?? 0) >= this.maximo;
  }

  registrar(chave: string): void {
    const janela = this.atual(chave) ?? { inicio: this.agora(), falhas: 0 };
    janela.falhas += 1;
    this.janelas.set(chave, janela);
  }

  private atual(chave: string) {
    const janela = this.janelas.get(chave);
    if (janela && this.agora() - janela.inicio >= this.janelaMs) {
      this.janelas.delete(chave);
      return undefined;
    }
    return janela;
  }
}
