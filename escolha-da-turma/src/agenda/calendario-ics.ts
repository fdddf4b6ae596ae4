/**
 * An iCalendar file (RFC 5545) written in the browser: the few pieces an enrolment's dates need. Every local time is
 * written with TZID=America/Sao_Paulo and the VTIMEZONE below, so a phone in another zone still shows the class at
 * the time the unit gives it (decision 0418).
 */
import { FUSO_DO_PORTAL } from '@portal/contracts/relogio-de-sao-paulo';

/** São Paulo keeps UTC−3 all year since 2019 (Decreto 9.772/2019): one STANDARD rule, no daylight saving. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${FUSO_DO_PORTAL}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A wall-clock time in São Paulo, 'AAAAMMDDTHHMMSS', or a whole day, 'AAAAMMDD'. */
export type Momento = { local: string } | { dia: string };

export interface Lembrete {
  /** How long before the event's start, as an RFC 5545 duration without its sign ('P1D', 'P1DT14H59M59S'). */
  antes: string;
  texto: string;
}

export interface Evento {
  /** Stable for the same fact: importing the file again updates the event instead of adding a copy. */
  uid: string;
  inicio: Momento;
  fim?: Momento;
  resumo: string;
  descricao?: string;
  local?: string;
  lembrete?: Lembrete;
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escaparTexto(texto: string): string {
  return texto
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const codificador = new TextEncoder();

/**
 * Folds a content line at 75 octets (§3.1): each continuation starts with one space. Counted in UTF-8 octets and cut
 * only between characters, so 'ç' or 'ã' is never split across two lines.
 */
export function dobrarLinha(linha: string): string {
  const partes: string[] = [];
  let atual = '';
  let octetos = 0;
  for (const caractere of linha) {
    const tamanho = codificador.encode(caractere).length;
    // The first line holds 75 octets; each continuation 74, after its leading space.
    const limite = partes.length === 0 ? 75 : 74;
    if (octetos + tamanho > limite) {
      partes.push(atual);
      atual = '';
      octetos = 0;
    }
    atual += caractere;
    octetos += tamanho;
  }
  partes.push(atual);
  return partes.join('\r\n ');
}

function propriedadeDeMomento(nome: 'DTSTART' | 'DTEND', momento: Momento): string {
  return 'local' in momento
    ? `${nome};TZID=${FUSO_DO_PORTAL}:${momento.local}`
    : `${nome};VALUE=DATE:${momento.dia}`;
}

/** 'AAAAMMDDTHHMMSSZ' of an instant, for DTSTAMP. */
function emUtc(instante: Date): string {
  return instante
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function linhasDoEvento(evento: Evento, carimbo: string): string[] {
  const linhas = [
    'BEGIN:VEVENT',
    `UID:${evento.uid}`,
    `DTSTAMP:${carimbo}`,
    propriedadeDeMomento('DTSTART', evento.inicio),
    ...(evento.fim ? [propriedadeDeMomento('DTEND', evento.fim)] : []),
    `SUMMARY:${escaparTexto(evento.resumo)}`,
    ...(evento.descricao ? [`DESCRIPTION:${escaparTexto(evento.descricao)}`] : []),
    ...(evento.local ? [`LOCATION:${escaparTexto(evento.local)}`] : []),
  ];
  if (evento.lembrete) {
    linhas.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `TRIGGER:-${evento.lembrete.antes}`,
      `DESCRIPTION:${escaparTexto(evento.lembrete.texto)}`,
      'END:VALARM',
    );
  }
  linhas.push('END:VEVENT');
  return linhas;
}

/** The whole file: CRLF after every line (the last one too), long lines folded. `agora` is each DTSTAMP. */
export function montarCalendario(eventos: readonly Evento[], agora: Date): string {
  const carimbo = emUtc(agora);
  const linhas = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portal Qualifica//Inscricoes//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    ...eventos.flatMap((evento) => linhasDoEvento(evento, carimbo)),
    'END:VCALENDAR',
  ];
  return linhas.map(dobrarLinha).join('\r\n') + '\r\n';
}
