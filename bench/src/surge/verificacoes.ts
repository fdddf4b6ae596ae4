/**
 * The end-of-surge checks (issue 16 §7), pure over what the database holds and what each candidate was answered,
 * so each rule can be tested on its own. Every function returns the failures it found (empty = passed).
 */
export interface TurmaContada {
  id: number;
  vagas: number;
  vagasOcupadas: number;
  inscricoesComVaga: number;
}

export interface AtivasPorModalidade {
  idUsuario: number;
  idModalidade: number;
  ativas: number;
}

/** What one candidate's enrolment attempts were answered: status and whether the body carried a message. */
export interface Tentativa {
  status: number;
  mensagem: boolean;
  retryAfter: boolean;
}

export function vagasIguaisInscricoes(turmas: TurmaContada[]): string[] {
  return turmas.flatMap((t) => {
    const falhas: string[] = [];
    if (t.vagasOcupadas !== t.inscricoesComVaga)
      falhas.push(
        `turma ${t.id}: ${t.vagasOcupadas} vagas ocupadas, ${t.inscricoesComVaga} inscrições que ocupam vaga`,
      );
    if (t.vagasOcupadas > t.vagas)
      falhas.push(`turma ${t.id}: ${t.vagasOcupadas} ocupadas de ${t.vagas} vagas`);
    return falhas;
  });
}

/** At most one active enrolment per candidate per modality, and one for every candidate who was answered 201. */
export function umaAtivaPorModalidade(
  linhas: AtivasPorModalidade[],
  inscritos: Set<number>,
  modalidade: number,
): string[] {
  const falhas = linhas
    .filter((l) => l.ativas > 1)
    .map((l) => `candidato ${l.idUsuario}: ${l.ativas} inscrições ativas na modalidade ${l.idModalidade}`);
  const comAtiva = new Set(
    linhas.filter((l) => l.idModalidade === modalidade && l.ativas === 1).map((l) => l.idUsuario),
  );
  for (const id of inscritos)
    if (!comAtiva.has(id)) falhas.push(`candidato ${id}: recebeu 201 e não tem inscrição ativa`);
  return falhas;
}

const recusaClara = (t: Tentativa) => (t.status === 409 && t.mensagem) || (t.status === 503 && t.retryAfter);

/** A candidate without a seat was told so: each refusal a 409 with a message or a 503 with Retry-After. */
export function recusasClaras(tentativas: Map<number, Tentativa[]>): string[] {
  const falhas: string[] = [];
  for (const [id, lista] of tentativas) {
    if (lista.some((t) => t.status === 201)) continue;
    const obscuras = lista.filter((t) => !recusaClara(t));
    if (obscuras.length)
      falhas.push(`candidato ${id}: recusa sem resposta clara (${obscuras.map((t) => t.status).join(', ')})`);
  }
  return falhas;
}

/** Every 5xx is a bug, except a deliberate 503 (shedding load, with Retry-After). */
export function semErros5xx(status: Record<string, number>, deliberados503: number): string[] {
  const falhas = Object.entries(status)
    .filter(([s]) => Number(s) >= 500 && s !== '503')
    .map(([s, n]) => `${n} respostas ${s}`);
  const todos503 = status['503'] ?? 0;
  if (todos503 > deliberados503) falhas.push(`${todos503 - deliberados503} respostas 503 sem Retry-After`);
  if (status['-1'])
    falhas.push(`${status['-1']} requisições sem resposta (conexão recusada, reiniciada ou tempo esgotado)`);
  return falhas;
}
