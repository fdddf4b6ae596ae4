/**
 * The CPU slowdown of the benchmarks (decision 0863). Lighthouse's mobile preset slows the CPU 4×, a factor relative to
 * the machine it runs on: Lighthouse calibrated it for a high-end desktop (its benchmarkIndex 1500–2000), so the phone
 * it means scores about 1750 / 4. On a faster machine 4× is a faster phone (this one scored ~3800: 4× was ~950, a
 * high-end phone), and a task under 50 ms there is over it on the phone the goals are written for. `--cpu calibrada`
 * measures the machine with Lighthouse's own benchmark and slows it to that phone; `--cpu N` sets the factor.
 */
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { ARGUMENTOS_CHROMIUM, CHROMIUM, ESTRANGULAMENTO } from './paginas.js';

/** The benchmarkIndex of the phone the preset's 4× means: a high-end desktop's (1500–2000) over 4. */
export const INDICE_DO_CELULAR_DO_PRESET = 1750 / 4;

let multiplicador: number = ESTRANGULAMENTO.cpuSlowdownMultiplier;

/** The factor every run of this process applies (the preset's 4 unless `--cpu` chose another). */
export const multiplicadorDeCpu = (): number => multiplicador;

/** The factor that slows a machine of this benchmarkIndex to the preset's phone, to one decimal, never below 1. */
export function multiplicadorCalibrado(indiceDaMaquina: number): number {
  return Math.max(1, Math.round((indiceDaMaquina / INDICE_DO_CELULAR_DO_PRESET) * 10) / 10);
}

/** Lighthouse's benchmarkIndex of this machine: the median of five runs in a blank page, after one to warm up. */
export async function medirIndiceDaMaquina(): Promise<number> {
  const navegador = await chromium.launch({ executablePath: CHROMIUM, args: ARGUMENTOS_CHROMIUM });
  try {
    const pagina = await navegador.newPage();
    const medir = () => pagina.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    await medir();
    const indices: number[] = [];
    for (let i = 0; i < 5; i++) indices.push(await medir());
    return indices.sort((a, b) => a - b)[2]!;
  } finally {
    await navegador.close();
  }
}

/** `--cpu` read: absent, the preset's factor; `calibrada`; or a finite factor, 1 or more (a decimal comma too). */
export function lerOpcaoDeCpu(opcao: string | undefined): number | 'calibrada' {
  if (opcao === undefined) return ESTRANGULAMENTO.cpuSlowdownMultiplier;
  if (opcao === 'calibrada') return opcao;
  const fator = Number(opcao.replace(',', '.'));
  if (!Number.isFinite(fator) || fator < 1)
    throw new Error(`--cpu pede "calibrada" ou um fator, 1 ou mais (como 8.6); veio "${opcao}".`);
  return fator;
}

/**
 * Applies `--cpu` (read before anything is measured) and returns the line the benchmark prints, with the machine's
 * benchmarkIndex: figures measured on two machines compare only beside it.
 */
export async function escolherMultiplicador(opcao: string | undefined): Promise<string> {
  const escolha = lerOpcaoDeCpu(opcao);
  const indice = await medirIndiceDaMaquina();
  multiplicador = escolha === 'calibrada' ? multiplicadorCalibrado(indice) : escolha;
  const celular = Math.round(indice / multiplicador);
  return (
    `CPU: índice da máquina ${Math.round(indice)} (benchmarkIndex do Lighthouse), desaceleração ${multiplicador}× → ` +
    `${celular} (o celular do preset: ${INDICE_DO_CELULAR_DO_PRESET})`
  );
}
