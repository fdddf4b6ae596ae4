import { dobrarLinha, escaparTexto, montarCalendario } from './calendario-ics';

const octetos = (texto: string) => new TextEncoder().encode(texto).length;

describe('escaparTexto (RFC 5545 §3.3.11)', () => {
  it('escapa barra invertida, ponto e vírgula, vírgula e quebras de linha', () => {
    expect(escaparTexto('Rua A, 1; sala 2\\b\nfundos\r\nportão')).toBe(
      'Rua A\\, 1\\; sala 2\\\\b\\nfundos\\nportão',
    );
  });
});

describe('dobrarLinha (75 octetos, §3.1)', () => {
  it('uma linha curta fica como está', () => {
    expect(dobrarLinha('SUMMARY:Curto')).toBe('SUMMARY:Curto');
  });

  it('nenhuma linha física passa de 75 octetos, e desdobrar devolve o texto', () => {
    const linha = `DESCRIPTION:${'Inscrição confirmada na turma de São João — '.repeat(6)}`;
    const dobrada = dobrarLinha(linha);
    const fisicas = dobrada.split('\r\n');
    expect(fisicas.length).toBeGreaterThan(3);
    for (const fisica of fisicas) expect(octetos(fisica)).toBeLessThanOrEqual(75);
    expect(fisicas.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(dobrada.replace(/\r\n /g, '')).toBe(linha);
  });

  it('não corta um caractere de vários octetos ao meio', () => {
    // 74 ASCII octets, then 'ç' (2 octets): it cannot fit in the first line and goes whole to the next.
    const linha = `${'a'.repeat(74)}ção`;
    const [primeira, segunda] = dobrarLinha(linha).split('\r\n');
    expect(primeira).toBe('a'.repeat(74));
    expect(segunda).toBe(' ção');
  });
});

describe('montarCalendario', () => {
  const arquivo = montarCalendario(
    [
      {
        uid: 'evento-1@portal-qualifica',
        inicio: { local: '20270201T190000' },
        fim: { local: '20270201T220000' },
        resumo: 'Aula, primeira',
        lembrete: { antes: 'P1D', texto: 'Amanhã' },
      },
      {
        uid: 'evento-2@portal-qualifica',
        inicio: { dia: '20270301' },
        fim: { dia: '20270302' },
        resumo: 'Dia',
      },
    ],
    new Date('2026-11-28T12:34:56.789Z'),
  );

  it('termina toda linha com CRLF, a última também, e não tem LF solto', () => {
    expect(arquivo.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(arquivo.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('declara o fuso de São Paulo (UTC−3, sem horário de verão) e escreve as horas nele', () => {
    const linhas = arquivo.split('\r\n');
    expect(linhas).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'TZID:America/Sao_Paulo',
        'TZOFFSETFROM:-0300',
        'TZOFFSETTO:-0300',
        'DTSTART;TZID=America/Sao_Paulo:20270201T190000',
        'DTEND;TZID=America/Sao_Paulo:20270201T220000',
        'DTSTART;VALUE=DATE:20270301',
        'DTEND;VALUE=DATE:20270302',
        'DTSTAMP:20261128T123456Z',
        'SUMMARY:Aula\\, primeira',
        'TRIGGER:-P1D',
        'ACTION:DISPLAY',
      ]),
    );
    expect(linhas.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(linhas.filter((l) => l === 'BEGIN:VALARM')).toHaveLength(1);
  });
});
