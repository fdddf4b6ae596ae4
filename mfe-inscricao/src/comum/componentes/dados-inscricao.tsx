import type { ReactNode } from 'react';
import { nomeStatusInscricao, type Inscricao, type StatusInscricao } from '@portal/contracts';
import { formatarData } from '@portal/ui';
import { periodoDaTurma, turnoDaTurma } from '@portal/escolha-da-turma/rotulos-da-turma';

const NOME_DO_FORMATO: Record<string, string> = { PRESENCIAL: 'Presencial', ONLINE: 'On-line' };

/** The format the candidate enrolled in (stored with the enrolment since migration 011). */
export function nomeDoFormato(inscricao: Pick<Inscricao, 'formatoCurso'>): string {
  return inscricao.formatoCurso
    ? (NOME_DO_FORMATO[inscricao.formatoCurso] ?? inscricao.formatoCurso)
    : 'Não informado';
}

export function nomeDoStatus(idStatus: number): string {
  return nomeStatusInscricao[idStatus as StatusInscricao] ?? `Situação ${idStatus}`;
}

export interface DadosInscricaoProps {
  inscricao: Inscricao;
  /** What the status line says, when a page says more than its name (a call-up's deadline, a place in line). */
  situacao?: ReactNode;
}

/** One enrolment as a description list: number, status, course, class and dates. */
export function DadosInscricao({ inscricao, situacao }: DadosInscricaoProps) {
  const { turmaPrincipal: turma } = inscricao;
  const linhas: [string, ReactNode][] = [
    ['Número da inscrição', String(inscricao.id)],
    ['Situação', situacao ?? nomeDoStatus(inscricao.idStatusInscricao)],
    ['Curso', turma.cursoQualificacao.nome],
    ['Modalidade', turma.cursoQualificacao.modalidade.nome],
    ['Formato', nomeDoFormato(inscricao)],
    // An on-line course has no place to attend: the municipality of its class says nothing to the candidate.
    ...(inscricao.formatoCurso === 'ONLINE'
      ? []
      : [['Município', turma.municipio.nome] as [string, ReactNode]]),
    ['Unidade', `${turma.unidade.nome} — ${turma.unidade.endereco}`],
    ['Turma', `Turma ${turma.id}: ${turnoDaTurma(turma)}`],
    ['Período das aulas', periodoDaTurma(turma)],
    ['Data da inscrição', formatarData(inscricao.dataInscricao)],
  ];
  return (
    <dl
      className="dados-inscricao"
      style={{ display: 'grid', gridTemplateColumns: 'minmax(10rem, 1fr) 2fr', gap: '0.5rem 1rem' }}
    >
      {linhas.map(([rotulo, valor]) => (
        <div key={rotulo} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 700 }}>{rotulo}</dt>
          <dd style={{ margin: 0 }}>{valor}</dd>
        </div>
      ))}
    </dl>
  );
}
