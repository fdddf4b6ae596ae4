/**
 * What must hold after every fault (issue 29 §4), read from the primary and from the SMTP catcher: seats taken equal
 * the enrolments holding one, no citizen with two active enrolments of one modality, every e-mail of the outbox sent,
 * and received by the relay once, or again only as the resend after a crash (`contarEntregas`: by its Message-ID,
 * `<mensagem-N@portal-qualifica>`, and the reservation each copy names).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RAIZ } from '../caminhos.mjs';

/** The status lists of contracts/src/inscricoes.ts (the API's own), read from there so they cannot differ. */
function statusDoContrato(nome) {
  const texto = readFileSync(path.join(RAIZ, 'contracts/src/inscricoes.ts'), 'utf8');
  const [, lista] = new RegExp(`export const ${nome} = \\[([^\\]]+)\\]`).exec(texto) ?? [];
  if (!lista) throw new Error(`${nome} não encontrado em contracts/src/inscricoes.ts`);
  return lista.split(',').map((n) => Number(n.trim()));
}

export function consultar(psql, url, sql) {
  const { status, stdout, stderr } = spawnSync(psql, [url, '-tAF', '\t', '-c', sql], { encoding: 'utf8' });
  if (status !== 0) throw new Error(`psql: ${stderr.trim()}`);
  return stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((linha) => linha.split('\t'));
}

export function vagasEInscricoes(psql, url) {
  const ocupam = statusDoContrato('STATUS_INSCRICAO_OCUPAM_VAGA').join(',');
  const ativos = statusDoContrato('STATUS_INSCRICAO_ATIVOS').join(',');
  const turmas = consultar(
    psql,
    url,
    `SELECT t.id, t.vagas_ocupadas, (SELECT count(*) FROM inscricao i WHERE i.id_turma_principal = t.id
        AND i.id_status_inscricao IN (${ocupam})) FROM turma t
      WHERE t.vagas_ocupadas <> (SELECT count(*) FROM inscricao i WHERE i.id_turma_principal = t.id
        AND i.id_status_inscricao IN (${ocupam})) OR t.vagas_ocupadas > t.vagas`,
  );
  const duplas = consultar(
    psql,
    url,
    `SELECT id_usuario, id_modalidade, count(*) FROM inscricao WHERE id_status_inscricao IN (${ativos})
      GROUP BY id_usuario, id_modalidade HAVING count(*) > 1`,
  );
  return {
    vagasDiferentes: turmas.map(
      ([id, ocupadas, inscricoes]) => `turma ${id}: ${ocupadas} vagas ocupadas, ${inscricoes} inscrições`,
    ),
    duasAtivas: duplas.map(
      ([usuario, modalidade, n]) => `usuário ${usuario}: ${n} ativas na modalidade ${modalidade}`,
    ),
  };
}

/** The outbox against what the relay received: waits (up to `prazoMs`) for the queue to drain first. */
export async function emailsUmaVez(psql, url, urlColetor, prazoMs = 60_000) {
  const limite = Date.now() + prazoMs;
  let pendentes = [];
  for (;;) {
    pendentes = consultar(
      psql,
      url,
      'SELECT id FROM mensagem_saida WHERE enviado_em IS NULL ORDER BY id',
    ).map(([id]) => Number(id));
    if (pendentes.length === 0 || Date.now() > limite) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const enviadas = consultar(psql, url, 'SELECT id FROM mensagem_saida WHERE enviado_em IS NOT NULL').map(
    ([id]) => Number(id),
  );
  const { recebidas, repetidas, reenviadas } = contarEntregas(
    await (await fetch(`${urlColetor}/mensagens`)).json(),
  );
  return {
    naoEnviadas: pendentes,
    perdidas: enviadas.filter((id) => !recebidas.has(id)),
    repetidas,
    reenviadas,
  };
}

/**
 * What the relay received, message by message. Sending is at least once (the API's decision 0220): a process killed
 * between the relay's accept and the mark leaves a delivered copy unmarked, and the message goes again under its next
 * reservation. A pair of copies is excused as that resend only when the first arrived while its reservation held and
 * the second was reserved after the first reservation ended; any other pair (the same reservation, overlapping ones,
 * a copy that arrived after its reservation ended, a copy without the headers) is a double send (`repetidas`).
 */
export function contarEntregas(mensagens) {
  const copias = new Map();
  for (const m of mensagens) {
    const id = Number(/<mensagem-(\d+)@/.exec(m.messageId ?? '')?.[1]);
    if (id) copias.set(id, [...(copias.get(id) ?? []), lerCopia(m)]);
  }
  const repetidas = [];
  const reenviadas = [];
  for (const [id, lista] of copias) {
    if (lista.length < 2) continue;
    lista.sort((a, b) => (a?.tentativa ?? 0) - (b?.tentativa ?? 0));
    const quais = lista.map((c) => c?.tentativa ?? '?').join(', ');
    const reenvio = lista.every((c) => c) && lista.slice(1).every((c, i) => reenvioDe(lista[i], c));
    if (reenvio) reenviadas.push(`mensagem ${id}: reenviada (tentativas ${quais})`);
    else repetidas.push(`mensagem ${id}: ${lista.length} vezes (tentativas ${quais})`);
  }
  return { recebidas: new Set(copias.keys()), repetidas, reenviadas };
}

/** A copy's reservation and arrival as numbers (ms), or null without the portal's headers. */
function lerCopia({ tentativa, reserva, recebidaEm }) {
  const [de, ate] = (reserva ?? '').split(' ').map((t) => Date.parse(t));
  if (!tentativa || !Number.isFinite(de) || !Number.isFinite(ate)) return null;
  return { tentativa: Number(tentativa), de, ate, chegou: Date.parse(recebidaEm) };
}

/** `depois` is the resend of `antes`: `antes` arrived while its reservation held, `depois` was reserved after it. */
const reenvioDe = (antes, depois) =>
  depois.tentativa > antes.tentativa && antes.chegou <= antes.ate && depois.de >= antes.ate;
