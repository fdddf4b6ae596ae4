/**
 * What "first-load JavaScript" means here: every script response of one fresh visit, counted by the bytes a
 * browser would transfer with gzip (bodies are gzipped again here, so the number does not depend on whether the
 * server compressed, or with which algorithm).
 */
import { gzipSync } from 'node:zlib';

export interface ScriptBaixado {
  url: string;
  bytes: number;
  gzip: number;
}

export interface MedicaoDeRota {
  rota: string;
  arquivos: number;
  bytes: number;
  gzip: number;
  scripts: ScriptBaixado[];
}

export function medirScript(url: string, corpo: Buffer): ScriptBaixado {
  return { url, bytes: corpo.length, gzip: gzipSync(corpo, { level: 9 }).length };
}

export function somarRota(rota: string, scripts: ScriptBaixado[]): MedicaoDeRota {
  const unicos = [...new Map(scripts.map((s) => [s.url, s])).values()];
  return {
    rota,
    arquivos: unicos.length,
    bytes: unicos.reduce((total, s) => total + s.bytes, 0),
    gzip: unicos.reduce((total, s) => total + s.gzip, 0),
    scripts: unicos,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function formatarTabela(medicoes: MedicaoDeRota[]): string {
  const linhas = [
    ['rota', 'arquivos JS', 'JS bruto', 'JS gzip'],
    ...medicoes.map((m) => [m.rota, String(m.arquivos), kib(m.bytes), kib(m.gzip)]),
  ];
  const larguras = linhas[0]!.map((_, coluna) => Math.max(...linhas.map((l) => l[coluna]!.length)));
  const formatar = (linha: string[]) =>
    linha
      .map((celula, coluna) =>
        coluna === 0 ? celula.padEnd(larguras[coluna]!) : celula.padStart(larguras[coluna]!),
      )
      .join('  ');
  return [
    formatar(linhas[0]!),
    larguras.map((l) => '-'.repeat(l)).join('  '),
    ...linhas.slice(1).map(formatar),
  ].join('\n');
}
