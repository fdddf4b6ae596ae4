import { inscricaoDeTeste as inscricao, turmaDeTeste as turma } from '@portal/ui/testes';

/** A call-up that ends at 23:59:59 in Brasília on 26/11/2026. */
const PRAZO = '2026-11-27T02:59:59.000Z';
const convocada = inscricao({ idStatusInscricao: 3, idConvocacao: 9001, prazoConvocacao: PRAZO });
import { agendaDaInscricao, antecedenciaDoLembrete, horaDeSaoPaulo, lerHorario } from './agenda-da-inscricao';

const AGORA = new Date('2026-11-24T14:00:00.000Z');
/** The file's logical lines: folded lines joined back (RFC 5545 §3.1). */
const linhas = (conteudo: string) => conteudo.replace(/\r\n /g, '').split('\r\n');
const eventos = (conteudo: string) =>
  conteudo
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((e) => linhas(`BEGIN:VEVENT${e}`));

describe('lerHorario', () => {
  it.each([
    ['19:00 às 22:00', { inicio: '190000', fim: '220000' }],
    ['08:00 às 12:00', { inicio: '080000', fim: '120000' }],
    ['19h às 22h', { inicio: '190000', fim: '220000' }],
    ['8h30 às 12h', { inicio: '083000', fim: '120000' }],
  ])('%s', (horario, esperado) => expect(lerHorario(horario)).toEqual(esperado));

  it('um horário sem horas ("Acesso livre") não é lido', () => {
    expect(lerHorario('Acesso livre')).toBeNull();
  });
});

describe('horaDeSaoPaulo e o lembrete', () => {
  it('um instante UTC vira a hora de São Paulo (UTC−3), em qualquer fuso do aparelho', () => {
    // 02:59:59 UTC on the 27th is 23:59:59 on the 26th in São Paulo.
    expect(horaDeSaoPaulo(PRAZO)).toEqual({ local: '20261126T235959', segundosDoDia: 86399 });
    expect(horaDeSaoPaulo('não é data')).toBeNull();
  });

  it('o lembrete toca às 09:00 do dia anterior', () => {
    expect(antecedenciaDoLembrete(23 * 3600 + 59 * 60 + 59)).toBe('P1DT14H59M59S');
    expect(antecedenciaDoLembrete(9 * 3600)).toBe('P1D');
    expect(antecedenciaDoLembrete(8 * 3600)).toBe('PT23H');
  });
});

describe('agendaDaInscricao: o comprovante', () => {
  const arquivo = agendaDaInscricao(
    inscricao({
      turmaPrincipal: {
        ...inscricao().turmaPrincipal,
        unidade: { id: 41, nome: 'Unidade Centro', endereco: 'Rua A, 1; fundos' },
      },
    }),
    AGORA,
  );

  it('traz só o início das aulas, na hora de São Paulo, com o endereço escapado', () => {
    expect(arquivo.nome).toBe('inscricao-501.ics');
    const [evento, ...outros] = eventos(arquivo.conteudo);
    expect(outros).toEqual([]);
    expect(evento).toEqual(
      expect.arrayContaining([
        'UID:inscricao-501-turma-31-inicio@portal-qualifica',
        'DTSTAMP:20261124T140000Z',
        'DTSTART;TZID=America/Sao_Paulo:20270201T190000',
        'DTEND;TZID=America/Sao_Paulo:20270201T220000',
        'SUMMARY:Início das aulas: Assistente Administrativo',
        'LOCATION:Unidade Centro — Rua A\\, 1\\; fundos\\, São Paulo',
        'DESCRIPTION:Inscrição nº 501.\\nTurma 31: Noite\\, 19:00 às 22:00.\\nPeríodo das aulas: 01/02/2027 a 30/04/2027.',
      ]),
    );
    expect(arquivo.conteudo).not.toContain('VALARM');
  });

  it('o UID é o mesmo a cada download (importar de novo atualiza o evento)', () => {
    const outra = agendaDaInscricao(inscricao(), new Date('2027-01-01T00:00:00Z'));
    expect(linhas(outra.conteudo)).toContain('UID:inscricao-501-turma-31-inicio@portal-qualifica');
  });

  it('uma turma sem horário vira um evento de dia inteiro; um curso on-line não tem endereço', () => {
    const online = agendaDaInscricao(
      inscricao({
        formatoCurso: 'ONLINE',
        turmaPrincipal: { ...inscricao().turmaPrincipal, ...turma({ horario: 'Acesso livre' }) },
      }),
      AGORA,
    );
    expect(linhas(online.conteudo)).toEqual(
      expect.arrayContaining([
        'DTSTART;VALUE=DATE:20270201',
        'DTEND;VALUE=DATE:20270202',
        'LOCATION:On-line',
      ]),
    );
  });
});

describe('agendaDaInscricao: a convocação', () => {
  const arquivo = agendaDaInscricao(convocada, AGORA);

  it('traz o prazo de confirmação, com lembrete no dia anterior, e o início das aulas', () => {
    expect(arquivo.nome).toBe('convocacao-inscricao-501.ics');
    const [prazo, aulas] = eventos(arquivo.conteudo);
    expect(prazo).toEqual(
      expect.arrayContaining([
        'UID:inscricao-501-convocacao-9001-prazo@portal-qualifica',
        'DTSTART;TZID=America/Sao_Paulo:20261126T235959',
        'SUMMARY:Prazo para confirmar a matrícula: Assistente Administrativo',
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        'TRIGGER:-P1DT14H59M59S',
        'DESCRIPTION:Amanhã termina o prazo para confirmar a matrícula no curso Assistente Administrativo.',
        'END:VALARM',
      ]),
    );
    expect(prazo!.join('\n')).toContain('até 26/11/2026.');
    expect(aulas).toContain('DTSTART;TZID=America/Sao_Paulo:20270201T190000');
  });

  // A call-up with one business day may be made after 09:00 of the day before the deadline: a reminder then would be
  // in the past when the file is made, and would never ring.
  const alarmeDoPrazo = (agora: string) => {
    const [prazo] = eventos(agendaDaInscricao(convocada, new Date(agora)).conteudo);
    const inicio = prazo!.indexOf('BEGIN:VALARM');
    return inicio < 0 ? null : prazo!.slice(inicio, prazo!.indexOf('END:VALARM') + 1);
  };

  it('feito depois das 09:00 da véspera, o lembrete toca às 09:00 do dia do prazo', () => {
    // 10:00 in São Paulo on 25/11, the day before the deadline.
    expect(alarmeDoPrazo('2026-11-25T13:00:00.000Z')).toEqual([
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-PT14H59M59S',
      'DESCRIPTION:Hoje termina o prazo para confirmar a matrícula no curso Assistente Administrativo.',
      'END:VALARM',
    ]);
  });

  it('feito no dia do prazo depois das 09:00, o lembrete toca três horas antes do fim', () => {
    // 10:00 in São Paulo on 26/11: the reminder rings at 20:59:59.
    expect(alarmeDoPrazo('2026-11-26T13:00:00.000Z')).toEqual(
      expect.arrayContaining([
        'TRIGGER:-PT3H',
        'DESCRIPTION:Hoje termina o prazo para confirmar a matrícula no curso Assistente Administrativo.',
      ]),
    );
  });

  it('a menos de três horas do fim, o prazo vai para a agenda sem lembrete (um alarme no passado não toca)', () => {
    // 21:30 in São Paulo on 26/11.
    const conteudo = agendaDaInscricao(convocada, new Date('2026-11-27T00:30:00.000Z')).conteudo;
    expect(linhas(conteudo)).toContain('DTSTART;TZID=America/Sao_Paulo:20261126T235959');
    expect(conteudo).not.toContain('VALARM');
  });

  it('todas as linhas físicas cabem em 75 octetos e terminam em CRLF', () => {
    const fisicas = arquivo.conteudo.split('\r\n');
    expect(fisicas.pop()).toBe('');
    for (const l of fisicas) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    expect(arquivo.conteudo.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
