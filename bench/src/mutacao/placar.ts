/** The mutation score of a Stryker JSON report (mutation-testing-report-schema), as Stryker itself counts it. */
export interface RelatorioStryker {
  files: Record<string, { mutants: { status: string }[] }>;
}

export interface Placar {
  /** (Killed + Timeout) / valid mutants, in %: CompileError, RuntimeError and Ignored do not count. */
  nota: number;
  mortos: number;
  validos: number;
  sobreviventes: number;
  semCobertura: number;
  /** Files with Survived or NoCoverage mutants, most first. */
  vivosPorArquivo: [string, number][];
}

const MORTOS = new Set(['Killed', 'Timeout']);
const VIVOS = new Set(['Survived', 'NoCoverage']);

export function placarDoRelatorio(relatorio: RelatorioStryker): Placar {
  let mortos = 0;
  let sobreviventes = 0;
  let semCobertura = 0;
  const vivosPorArquivo: [string, number][] = [];
  for (const [arquivo, { mutants }] of Object.entries(relatorio.files)) {
    let vivos = 0;
    for (const { status } of mutants) {
      if (MORTOS.has(status)) mortos++;
      if (status === 'Survived') sobreviventes++;
      if (status === 'NoCoverage') semCobertura++;
      if (VIVOS.has(status)) vivos++;
    }
    if (vivos > 0) vivosPorArquivo.push([arquivo, vivos]);
  }
  const validos = mortos + sobreviventes + semCobertura;
  vivosPorArquivo.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    nota: validos === 0 ? 0 : (100 * mortos) / validos,
    mortos,
    validos,
    sobreviventes,
    semCobertura,
    vivosPorArquivo,
  };
}
