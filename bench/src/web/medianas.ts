/** One run's figures, the median of several runs, and the table printed beside the targets. */
import type { Meta } from './paginas.js';

export interface Medida {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number | null;
  cls: number;
  /** Bytes of JavaScript as transferred (the portal's server compresses with brotli or gzip). */
  jsBytes: number;
  /** Longest chain of requests that wait for one another, HTML included (null when not measured). */
  profundidade: number | null;
}

export interface ResultadoDePagina {
  rota: string;
  ferramenta: 'lighthouse' | 'playwright';
  meta: Meta;
  execucoes: Medida[];
  mediana: Medida;
}

export function mediana(valores: number[]): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  const meio = Math.floor(ordenados.length / 2);
  return ordenados.length % 2 ? ordenados[meio]! : (ordenados[meio - 1]! + ordenados[meio]!) / 2;
}

const medianaOuNulo = (valores: (number | null)[]) => {
  const numeros = valores.filter((v): v is number => v !== null);
  return numeros.length ? mediana(numeros) : null;
};

export function medianaDasExecucoes(execucoes: Medida[]): Medida {
  return {
    lcpMs: mediana(execucoes.map((e) => e.lcpMs)),
    fcpMs: mediana(execucoes.map((e) => e.fcpMs)),
    tbtMs: medianaOuNulo(execucoes.map((e) => e.tbtMs)),
    cls: mediana(execucoes.map((e) => e.cls)),
    jsBytes: mediana(execucoes.map((e) => e.jsBytes)),
    profundidade: medianaOuNulo(execucoes.map((e) => e.profundidade)),
  };
}

const ms = (valor: number | null) => (valor === null ? '–' : `${Math.round(valor)} ms`);
const s = (valor: number) => `${(valor / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
/** `✔` within the target, `✘` past it. */
const marca = (valor: number | null, limite: number | null) =>
  valor === null || limite === null ? '' : valor <= limite ? ' ✔' : ' ✘';

export function formatarTabela(resultados: ResultadoDePagina[]): string {
  const linhas = [
    ['página', 'LCP (meta)', 'FCP', 'TBT (meta)', 'CLS (meta)', 'JS (meta)', 'prof.'],
    ...resultados.map(({ rota, meta, mediana: m }) => [
      rota,
      `${s(m.lcpMs)}${marca(m.lcpMs, meta.lcpMs)} (${meta.lcpMs === null ? '–' : s(meta.lcpMs)})`,
      s(m.fcpMs),
      `${ms(m.tbtMs)}${marca(m.tbtMs, meta.tbtMs)} (${ms(meta.tbtMs)})`,
      `${m.cls.toFixed(3)}${marca(m.cls, meta.cls)} (${meta.cls})`,
      `${kib(m.jsBytes)}${marca(m.jsBytes / 1024, meta.jsKiB)} (${meta.jsKiB} KiB)`,
      m.profundidade === null ? '–' : String(m.profundidade),
    ]),
  ];
  const larguras = linhas[0]!.map((_, coluna) => Math.max(...linhas.map((l) => l[coluna]!.length)));
  const formatar = (linha: string[]) =>
    linha
      .map((celula, coluna) => celula.padEnd(larguras[coluna]!))
      .join('  ')
      .trimEnd();
  return [
    formatar(linhas[0]!),
    larguras.map((l) => '-'.repeat(l)).join('  '),
    ...linhas.slice(1).map(formatar),
  ].join('\n');
}
