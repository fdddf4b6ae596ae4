import { StatusInscricao, type InscricaoDetalhe } from '@portal/contracts';
import { formatarData } from '@portal/ui';
import { periodoDaTurma, turnoDaTurma } from '../rotulos-da-turma';
import { relogioDeSaoPaulo } from '@portal/contracts/relogio-de-sao-paulo';
import { montarCalendario, type Evento, type Lembrete, type Momento } from './calendario-ics';

/** UIDs are per fact (a class's start for an enrolment, one call-up's deadline), so a second import updates. */
const DOMINIO_DO_UID = 'portal-qualifica';

/** The reminder of a deadline rings at 09:00 in São Paulo on the day before: a call at 23:59 helps nobody. */
const HORA_DO_LEMBRETE = 9;
/** The last reminder still worth giving: three hours leave time to sign in and confirm. */
const HORAS_ANTES_DO_FIM = 3;

const HORARIO = /(\d{1,2})(?:[:h](\d{2}))?\s*h?\s*(?:às|a|-|–)\s*(\d{1,2})(?:[:h](\d{2}))?/i;

const doisDigitos = (n: number | string) => String(n).padStart(2, '0');

/** '19:00 às 22:00' or '19h às 22h' → the start and end times; null for 'Acesso livre' or anything else. */
export function lerHorario(horario: string): { inicio: string; fim: string } | null {
  const partes = HORARIO.exec(horario);
  if (!partes) return null;
  const [, h1, m1 = '00', h2, m2 = '00'] = partes;
  if (Number(h1) > 23 || Number(h2) > 23 || Number(m1) > 59 || Number(m2) > 59) return null;
  return { inicio: `${doisDigitos(h1!)}${m1}00`, fim: `${doisDigitos(h2!)}${m2}00` };
}

/** 'AAAA-MM-DD' → 'AAAAMMDD', and the day after (a whole-day event ends the next day, exclusive). */
function dia(data: string, somar = 0): string {
  const [ano, mes, d] = data.split('-').map(Number);
  const valor = new Date(Date.UTC(ano!, mes! - 1, d! + somar));
  return valor.toISOString().slice(0, 10).replace(/-/g, '');
}

/** An instant (the API's UTC ISO) as São Paulo's wall clock: { local: 'AAAAMMDDTHHMMSS' } and its time of day. */
export function horaDeSaoPaulo(instante: string): { local: string; segundosDoDia: number } | null {
  const r = relogioDeSaoPaulo(instante);
  if (!r) return null;
  const [h, m, s] = [Number(r.hora), Number(r.minuto), Number(r.segundo)];
  return {
    local: `${r.ano}${r.mes}${r.dia}T${r.hora}${r.minuto}${r.segundo}`,
    segundosDoDia: h * 3600 + m * 60 + s,
  };
}

/** A lead time in seconds as an RFC 5545 duration ('P1DT14H59M59S'). */
function duracao(total: number): string {
  const dias = Math.floor(total / 86400);
  const resto = total % 86400;
  const [h, m, s] = [Math.floor(resto / 3600), Math.floor((resto % 3600) / 60), resto % 60];
  const tempo = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
  return `P${dias ? `${dias}D` : ''}${tempo ? `T${tempo}` : ''}`;
}

/** The reminder's lead time: from 09:00 of the day before to the deadline, as an RFC 5545 duration. */
export const antecedenciaDoLembrete = (segundosDoDia: number): string =>
  duracao(24 * 3600 + segundosDoDia - HORA_DO_LEMBRETE * 3600);

/**
 * The deadline's reminder, the first one still ahead when the file is made: 09:00 of the day before; else (a call-up
 * of one business day may be made after that) 09:00 of the deadline's day; else three hours before the deadline.
 * None when even that has passed: an alarm in the past never rings, and the citizen is on the confirm page already.
 */
function lembreteDoPrazo(prazo: string, segundosDoDia: number, curso: string, agora: Date): Lembrete | null {
  const nove = HORA_DO_LEMBRETE * 3600;
  const hoje = `Hoje termina o prazo para confirmar a matrícula no curso ${curso}.`;
  const opcoes = [
    {
      antes: 24 * 3600 + segundosDoDia - nove,
      texto: `Amanhã termina o prazo para confirmar a matrícula no curso ${curso}.`,
    },
    // Only while the deadline's day is still the alarm's day, so that "Hoje" is true.
    ...[segundosDoDia - nove, HORAS_ANTES_DO_FIM * 3600]
      .filter((antes) => antes > 0 && antes <= segundosDoDia)
      .map((antes) => ({ antes, texto: hoje })),
  ];
  const fim = Date.parse(prazo);
  const escolhida = opcoes.find((o) => fim - o.antes * 1000 > agora.getTime());
  return escolhida ? { antes: duracao(escolhida.antes), texto: escolhida.texto } : null;
}

function inicioDasAulas(inscricao: InscricaoDetalhe): Evento {
  const { turmaPrincipal: turma } = inscricao;
  const horario = lerHorario(turma.horario);
  const [inicio, fim]: [Momento, Momento] = horario
    ? [
        { local: `${dia(turma.dataInicio)}T${horario.inicio}` },
        { local: `${dia(turma.dataInicio)}T${horario.fim}` },
      ]
    : [{ dia: dia(turma.dataInicio) }, { dia: dia(turma.dataInicio, 1) }];
  const online = inscricao.formatoCurso === 'ONLINE';
  return {
    uid: `inscricao-${inscricao.id}-turma-${turma.id}-inicio@${DOMINIO_DO_UID}`,
    inicio,
    fim,
    resumo: `Início das aulas: ${turma.cursoQualificacao.nome}`,
    descricao: [
      `Inscrição nº ${inscricao.id}.`,
      `Turma ${turma.id}: ${turnoDaTurma(turma)}.`,
      `Período das aulas: ${periodoDaTurma(turma)}.`,
    ].join('\n'),
    local: online ? 'On-line' : `${turma.unidade.nome} — ${turma.unidade.endereco}, ${turma.municipio.nome}`,
  };
}

function prazoDaConvocacao(inscricao: InscricaoDetalhe, prazo: string, agora: Date): Evento | null {
  const hora = horaDeSaoPaulo(prazo);
  if (!hora) return null;
  const curso = inscricao.turmaPrincipal.cursoQualificacao.nome;
  const lembrete = lembreteDoPrazo(prazo, hora.segundosDoDia, curso, agora);
  return {
    uid: `inscricao-${inscricao.id}-convocacao-${inscricao.idConvocacao ?? 'atual'}-prazo@${DOMINIO_DO_UID}`,
    inicio: { local: hora.local },
    resumo: `Prazo para confirmar a matrícula: ${curso}`,
    descricao: [
      `Você foi convocado(a) para o curso ${curso} (inscrição nº ${inscricao.id}).`,
      `Confirme a matrícula em Minhas inscrições, no Portal Qualifica, até ${formatarData(prazo)}.`,
    ].join('\n'),
    ...(lembrete ? { lembrete } : {}),
  };
}

export interface ArquivoDaAgenda {
  nome: string;
  conteudo: string;
}

/**
 * The .ics of an enrolment: its class's start, and for a call-up (status 3 with a deadline) the confirmation deadline
 * first, with its reminder the day before (or later that day when the file is made too late for it: see
 * lembreteDoPrazo). `agora` is the file's making, in the device's clock.
 */
export function agendaDaInscricao(inscricao: InscricaoDetalhe, agora = new Date()): ArquivoDaAgenda {
  const prazo =
    inscricao.idStatusInscricao === StatusInscricao.Convocada && inscricao.prazoConvocacao
      ? prazoDaConvocacao(inscricao, inscricao.prazoConvocacao, agora)
      : null;
  const eventos = [...(prazo ? [prazo] : []), inicioDasAulas(inscricao)];
  return {
    nome: prazo ? `convocacao-inscricao-${inscricao.id}.ics` : `inscricao-${inscricao.id}.ics`,
    conteudo: montarCalendario(eventos, agora),
  };
}
