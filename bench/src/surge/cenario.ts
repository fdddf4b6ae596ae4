/**
 * One citizen of the crowd: browses the catalogue, opens the course and its classes, signs in and enrols in a popular
 * class (the next one when that is full). Some press "enrol" twice, as people on slow phones do; the second must be
 * refused. Every request is timed into the Registro and bounded by a time-out and the crowd's request budget.
 */
import type { Registro } from './registro.js';
import type { Tentativa } from './verificacoes.js';

export interface Alvo {
  base: string;
  curso: number;
  ordemServico: number;
  turmas: number[];
  /** Seats served apart from the catalogue (issue 16 §5), when the API has that endpoint. */
  caminhoDeVagas: string | null;
}

export interface Limites {
  tempoPorRequisicaoMs: number;
  /** Shared budget: no request is sent once it reaches zero. */
  orcamento: { restantes: number };
  parar: AbortSignal;
}

interface Resposta {
  status: number;
  corpo: unknown;
  retryAfter: boolean;
}

async function pedir(
  registro: Registro,
  limites: Limites,
  passo: string,
  url: string,
  init: RequestInit = {},
): Promise<Resposta> {
  if (limites.orcamento.restantes <= 0 || limites.parar.aborted)
    return { status: 0, corpo: null, retryAfter: false };
  limites.orcamento.restantes -= 1;
  const t0 = performance.now();
  const sinal = AbortSignal.any([limites.parar, AbortSignal.timeout(limites.tempoPorRequisicaoMs)]);
  const resposta = await fetch(url, { ...init, signal: sinal }).then(
    async (r) => ({
      status: r.status,
      corpo: await r.json().catch(() => null),
      retryAfter: r.headers.has('retry-after'),
    }),
    () => ({ status: -1, corpo: null, retryAfter: false }),
  );
  registro.anotar(passo, performance.now() - t0, resposta.status, resposta.retryAfter);
  return resposta;
}

const comMensagem = (corpo: unknown) =>
  typeof corpo === 'object' && corpo !== null && typeof (corpo as { message?: unknown }).message === 'string';

export async function cidadao(
  n: number,
  candidato: { id: number; email: string },
  alvo: Alvo,
  registro: Registro,
  limites: Limites,
  senha: string,
): Promise<Tentativa[]> {
  const ir = (passo: string, caminho: string, init?: RequestInit) =>
    pedir(registro, limites, passo, `${alvo.base}${caminho}`, init);
  await ir('catálogo', '/v1/cursos');
  await ir('curso', `/v1/cursos/${alvo.curso}`);
  await ir('turmas', `/v1/ordens-servico/${alvo.ordemServico}/turmas`);
  if (alvo.caminhoDeVagas) await ir('vagas', alvo.caminhoDeVagas);
  // Each citizen from an address of its own: a surge comes from many networks, not one.
  const cabecalhos = {
    'content-type': 'application/json',
    cookie: 'XSRF-TOKEN=surge',
    'x-xsrf-token': 'surge',
    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
  const login = await ir('login', '/v1/usuario/authentication', {
    method: 'POST',
    headers: cabecalhos,
    body: JSON.stringify({ login: candidato.email, senha }),
  });
  const token = (login.corpo as { token?: string } | null)?.token;
  if (login.status !== 200 || !token) return [];
  const inscrever = (turma: number) =>
    ir('inscrição', `/v1/inscricao/InscriverProgramaNovo/${candidato.id}`, {
      method: 'POST',
      headers: { ...cabecalhos, authorization: `Bearer ${token}` },
      body: JSON.stringify({ idTurmaPrincipal: turma, idUsuario: candidato.id, idStatusInscricao: 1 }),
    });
  const tentativas: Tentativa[] = [];
  const anotar = (r: Resposta) => {
    if (r.status !== 0)
      tentativas.push({ status: r.status, mensagem: comMensagem(r.corpo), retryAfter: r.retryAfter });
    return r;
  };
  const primeira = alvo.turmas[n % alvo.turmas.length]!;
  const segunda = alvo.turmas[(n + 1) % alvo.turmas.length]!;
  // One in ten presses twice at once: the one-active-per-modality rule must hold under its own race.
  const respostas = await Promise.all(
    n % 10 === 0 ? [inscrever(primeira), inscrever(primeira)] : [inscrever(primeira)],
  );
  respostas.forEach(anotar);
  if (respostas.every((r) => r.status === 409) && alvo.turmas.length > 1) anotar(await inscrever(segunda));
  return tentativas;
}
