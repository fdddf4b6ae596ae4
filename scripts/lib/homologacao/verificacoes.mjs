/**
 * What must hold after every fault (issue 29 §4), read from the primary and from the SMTP catcher: seats taken equal
 * the enrolments holding one, no citizen with two active enrolments of one modality, every e-mail of the outbox sent,
 * and received by the relay once, or again only as the resend after a crash (`contarEntregas`: by its Message-ID,
 * `<mensagem-N@portal-qualifica>`, and the reservation each copy names).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
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

// ——— the trusted edge, end to end ———

/**
 * One page view (POST /v1/analytics/pageview, limited per address by the API) sent to the portal from the loopback
 * address `de`, with `X-Forwarded-For: encaminhado`. Answers what is left of the limit of the address the API counted
 * it to (its `x-ratelimit-remaining`): the only place outside nginx where the citizen's address shows, and the one
 * that matters (every per-address limit is keyed by it).
 */
function restanteDoLimite(urlPortal, { de, encaminhado, csrf }) {
  const corpo = JSON.stringify({ path: '/home', title: 'Sonda da borda confiável' });
  return new Promise((resolve, reject) => {
    const pedido = http.request(
      `${urlPortal}/v1/analytics/pageview`,
      {
        method: 'POST',
        localAddress: de,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(corpo),
          'x-forwarded-for': encaminhado,
          cookie: `XSRF-TOKEN=${csrf}`,
          'x-xsrf-token': csrf,
        },
        timeout: 10_000,
      },
      (resposta) => {
        resposta.resume();
        const restante = Number(resposta.headers['x-ratelimit-remaining']);
        if (resposta.statusCode !== 202) reject(new Error(`a sonda da borda recebeu ${resposta.statusCode}`));
        else if (!Number.isInteger(restante))
          reject(new Error('a sonda da borda recebeu 202 sem x-ratelimit-remaining'));
        else resolve(restante);
      },
    );
    pedido.on('timeout', () => pedido.destroy(new Error('a sonda da borda não teve resposta em 10 s')));
    pedido.on('error', reject);
    pedido.end(corpo);
  });
}

/**
 * What the trusted edge (NGINX_BORDA_CONFIAVEL) means, checked through nginx and an API (the browser's /v1 goes from
 * the edge straight to the APIs): an address `confiavel` of the list is the balancer, and the address it forwards is
 * the citizen's; an address `estranho` outside it is the citizen itself, and the X-Forwarded-For it sends is ignored
 * (otherwise anyone picks a fresh address per request and no per-address limit holds). Returns the problems found, in
 * Portuguese (none: the edge holds); a request that fails is one of them, never a crash of the run.
 */
export async function conferirBordaConfiavel(urlPortal, enderecos) {
  try {
    return await problemasDaBorda(urlPortal, enderecos);
  } catch (erro) {
    return [`a conferência não terminou: ${erro.message}`];
  }
}

async function problemasDaBorda(urlPortal, { confiavel, estranho }) {
  const saude = await fetch(`${urlPortal}/v1/health`, { signal: AbortSignal.timeout(10_000) });
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(saude.headers.get('set-cookie') ?? '')?.[1];
  if (!saude.ok || !csrf) throw new Error(`/v1/health respondeu ${saude.status} sem o cookie XSRF-TOKEN`);
  const enviar = (de, encaminhado) => restanteDoLimite(urlPortal, { de, encaminhado, csrf });
  const problemas = [];
  // Documentation addresses (RFC 5737), one per request: each a fresh key if nginx believed it.
  const forjado = [await enviar(estranho, '192.0.2.11'), await enviar(estranho, '192.0.2.12')];
  if (forjado[1] !== forjado[0] - 1)
    problemas.push(
      `de ${estranho}, fora da borda confiável, um X-Forwarded-For forjado valeu como endereço do cidadão ` +
        `(restantes ${forjado.join(' e ')}; esperado o segundo um a menos)`,
    );
  const pelaBorda = [
    await enviar(confiavel, '198.51.100.21'),
    await enviar(confiavel, '198.51.100.21'),
    await enviar(confiavel, '198.51.100.22'),
  ];
  if (pelaBorda[1] !== pelaBorda[0] - 1 || pelaBorda[2] !== pelaBorda[0])
    problemas.push(
      `de ${confiavel}, na borda confiável, o endereço encaminhado não foi o do cidadão ` +
        `(restantes ${pelaBorda.join(', ')}; esperados n, n − 1, n)`,
    );
  return problemas;
}
