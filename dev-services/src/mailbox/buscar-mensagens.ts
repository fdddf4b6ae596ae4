/** Reads the API's dev outbox (GET /v1/dev/mensagens) and checks it against the shared contract. */
import { mensagemDevSchema, type MensagemDev } from '@portal/contracts';
import { z } from 'zod';

const TEMPO_LIMITE_MS = 3000;
const listaSchema = z.array(mensagemDevSchema);

export type ResultadoBusca = { ok: true; mensagens: MensagemDev[] } | { ok: false; motivo: string };

function motivoDoStatus(status: number): string {
  return status === 404
    ? 'A API respondeu 404: a caixa postal de desenvolvimento está desligada (inicie a API com DEV_MAILBOX=1).'
    : `A API respondeu com o status ${status}.`;
}

async function pedirLista(url: string): Promise<ResultadoBusca> {
  const resposta = await fetch(url, {
    signal: AbortSignal.timeout(TEMPO_LIMITE_MS),
    headers: { accept: 'application/json' },
  });
  if (!resposta.ok) return { ok: false, motivo: motivoDoStatus(resposta.status) };
  const lista = listaSchema.safeParse(await resposta.json().catch(() => undefined));
  return lista.success
    ? { ok: true, mensagens: lista.data }
    : { ok: false, motivo: 'A API respondeu num formato inesperado.' };
}

function maisRecentesPrimeiro(a: MensagemDev, b: MensagemDev): number {
  return b.criadoEm.localeCompare(a.criadoEm) || b.id - a.id;
}

/** Newest first; `para` keeps only one recipient's messages (compared without case). */
export async function buscarMensagens(apiUrl: string, para?: string): Promise<ResultadoBusca> {
  let resultado: ResultadoBusca;
  try {
    resultado = await pedirLista(`${apiUrl.replace(/\/$/, '')}/v1/dev/mensagens`);
  } catch (erro) {
    return { ok: false, motivo: `A API não respondeu (${(erro as Error).message}).` };
  }
  if (!resultado.ok) return resultado;
  const filtro = para?.trim().toLowerCase();
  const mensagens = filtro
    ? resultado.mensagens.filter((m) => m.para.toLowerCase() === filtro)
    : resultado.mensagens;
  return { ok: true, mensagens: [...mensagens].sort(maisRecentesPrimeiro) };
}
