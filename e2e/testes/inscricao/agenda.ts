/**
 * The .ics files of the calendar stories (issue 30 §4, decision 0410): the downloaded file, and what a class's start
 * and an instant look like in São Paulo's wall clock. Not a spec: Playwright runs *.spec.ts only.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** Clicks the button and reads the file the browser downloaded. */
export async function baixarAgenda(page: Page, botao: Locator): Promise<{ nome: string; conteudo: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), botao.click()]);
  const caminho = await download.path();
  expect(caminho, 'o arquivo baixado').toBeTruthy();
  return { nome: download.suggestedFilename(), conteudo: await readFile(caminho!, 'utf8') };
}

/** The file's logical lines (folded lines joined back, RFC 5545 §3.1). */
export const linhasDoIcs = (conteudo: string): string[] => conteudo.replace(/\r\n /g, '').split('\r\n');

/** The class's start as the file must write it: its first day, at the first time of its hours, in São Paulo. */
export function inicioDaTurma(turma: { dataInicio: string; horario: string }): string {
  const [, hora, minuto = '00'] = /(\d{1,2})(?:[:h](\d{2}))?/.exec(turma.horario)!;
  return `DTSTART;TZID=America/Sao_Paulo:${turma.dataInicio.replace(/-/g, '')}T${hora!.padStart(2, '0')}${minuto}00`;
}

/**
 * An instant (ISO, UTC) as São Paulo's wall clock, 'AAAAMMDDTHHMMSS', computed apart from the page's code (which reads
 * the time-zone database): São Paulo keeps UTC−3 all year since 2019, as the file's own VTIMEZONE says.
 */
export function horaDeSaoPaulo(instante: string): string {
  const tresHorasAntes = new Date(Date.parse(instante) - 3 * 3_600_000).toISOString();
  return tresHorasAntes.slice(0, 19).replace(/[-:]/g, '');
}

/** What every file must be: CRLF only, each physical line within 75 octets, one calendar with São Paulo's zone. */
export function conferirFormato(conteudo: string): void {
  expect(conteudo.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(conteudo.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(conteudo.replace(/\r\n/g, ''), 'nenhuma quebra de linha sem CR').not.toMatch(/[\r\n]/);
  for (const linha of conteudo.split('\r\n'))
    expect(Buffer.byteLength(linha, 'utf8')).toBeLessThanOrEqual(75);
  expect(linhasDoIcs(conteudo)).toEqual(expect.arrayContaining(['VERSION:2.0', 'TZID:America/Sao_Paulo']));
}
