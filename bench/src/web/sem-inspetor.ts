/**
 * A first visit without V8's inspector, as a citizen's browser runs it (decision 0863). Playwright enables CDP's
 * `Runtime` domain in every page it drives, and with it V8's inspector collects the source positions of the functions
 * on the stack at moments a page without it never does: react-dom/client's module, one function of 550 KB, was parsed
 * again on the main thread (`V8.CollectSourcePositions`, 9.7 of the task's 11.2 ms without throttling; 1.7 ms with no
 * domain enabled). So this drives Chromium over a CDP pipe of its own and enables only `Page` (Chromium runs the
 * scripts added before the page's only with it) and `Network` (its limits apply only with it); neither adds that work
 * (measured in the decision). It applies the preset's limits as com-sessao.ts does, waits as sem-depurador.ts does (the
 * load, no request for 500 ms, then `QUIETO_MS`), and reads the page once, with `Runtime.evaluate`.
 * With `redePorProxy`, not even `Network`: the limits come from the loopback proxy `--rede-lenta` uses (rede-lenta.ts),
 * which also tells when the network is quiet, and CDP only slows the CPU. That tells what DevTools' network agent, which
 * reports every request from the page's main thread, adds to the page's tasks. The two networks are alike, not the
 * same: the proxy paces the wire (one RTT and a half for a new connection, half an RTT for each chunk), CDP each
 * request; a difference between the two modes mixes that with the agent's own work.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { estrangular, OBSERVAR_METRICAS, TELA_MOVEL } from './com-sessao.js';
import { multiplicadorDeCpu } from './cpu.js';
import { ARGUMENTOS_CHROMIUM, CHROMIUM } from './paginas.js';
import { abrirRedeLenta, type RedeLenta } from './rede-lenta.js';
import { QUIETO_MS } from './sem-depurador.js';

interface Mensagem {
  id?: number;
  method?: string;
  params?: {
    requestId?: string;
    frame?: { parentId?: string };
    stream?: string;
    dataLossOccurred?: boolean;
  };
  result?: Record<string, unknown>;
  error?: { message: string };
}

/**
 * A CDP connection over `--remote-debugging-pipe` (fd 3 to Chromium, fd 4 from it; each message JSON ended by a NUL
 * byte), attached to one page. Every request still waiting fails when Chromium exits or its pipe breaks.
 */
class PipeCdp {
  private proximoId = 0;
  private pendentes = new Map<number, { responder(m: Mensagem): void; falhar(erro: Error): void }>();
  private resto = '';
  private sessionId: string | undefined;
  /** Set once Chromium is gone: every request after that fails at once. */
  private fim: Error | null = null;

  constructor(
    private readonly escrita: Writable,
    leitura: Readable,
    private readonly aoEvento: (method: string, params: Mensagem['params']) => void,
  ) {
    leitura.setEncoding('utf8');
    leitura.on('data', (texto: string) => {
      this.resto += texto;
      try {
        for (let fim = this.resto.indexOf('\0'); fim >= 0; fim = this.resto.indexOf('\0')) {
          const mensagem = JSON.parse(this.resto.slice(0, fim)) as Mensagem;
          this.resto = this.resto.slice(fim + 1);
          if (mensagem.id !== undefined) this.pendentes.get(mensagem.id)?.responder(mensagem);
          else if (mensagem.method) this.aoEvento(mensagem.method, mensagem.params);
        }
      } catch (erro) {
        this.falharTudo(erro as Error);
      }
    });
  }

  falharTudo(erro: Error) {
    this.fim ??= erro;
    this.pendentes.forEach(({ falhar }) => falhar(erro));
    this.pendentes.clear();
  }

  /** Attaches to the page Chromium opened at start: the commands after this go to it. */
  async anexarAPagina() {
    const { targetInfos } = await this.send<{ targetInfos: { targetId: string; type: string }[] }>(
      'Target.getTargets',
    );
    const pagina = targetInfos.find(({ type }) => type === 'page');
    if (!pagina) throw new Error('O Chromium abriu sem página.');
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId: pagina.targetId,
      flatten: true,
    });
    this.sessionId = sessionId;
  }

  // Shaped like Playwright's CDPSession.send, so com-sessao.ts's estrangular takes it.
  send<T = Record<string, unknown>>(method: string, params: object = {}): Promise<T> {
    return this.enviar<T>(method, params, this.sessionId);
  }

  /** A command to the browser itself, not to the page (`Tracing`, `IO`). */
  sendAoNavegador<T = Record<string, unknown>>(method: string, params: object = {}): Promise<T> {
    return this.enviar<T>(method, params, undefined);
  }

  private enviar<T>(method: string, params: object, sessionId: string | undefined): Promise<T> {
    if (this.fim) return Promise.reject(this.fim);
    const id = ++this.proximoId;
    return new Promise<T>((resolver, rejeitar) => {
      this.pendentes.set(id, {
        responder: ({ result, error }) => {
          this.pendentes.delete(id);
          if (error) rejeitar(new Error(`${method}: ${error.message}`));
          else resolver(result as T);
        },
        falhar: rejeitar,
      });
      this.escrita.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }
}

const esperar = (ms: number) => new Promise((continuar) => setTimeout(continuar, ms));

/** `promessa`, or an error with `mensagem` if it has not settled in `ms`. */
async function comLimite<T>(promessa: Promise<T>, ms: number, mensagem: string): Promise<T> {
  let limite: NodeJS.Timeout | undefined;
  const estourou = new Promise<never>((_, rejeitar) => {
    limite = setTimeout(() => rejeitar(new Error(mensagem)), ms);
  });
  try {
    return await Promise.race([promessa, estourou]);
  } finally {
    clearTimeout(limite);
  }
}

const LIMITE_MS = 120_000;

/** The tasks, the page's marks and V8's samples (rastro.ts reads them). */
const CATEGORIAS_DO_RASTRO = [
  'toplevel',
  'loading',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

/** How long Chromium may take to hand over the trace once it is ended. */
const RASTRO_MS = 30_000;

/**
 * Ends the trace and writes it, as Chromium streams it, to `arquivo`. A trace that does not come is a warning, not a
 * lost visit: the page's own measures are read before it.
 */
async function gravarRastro(cdp: PipeCdp, fluxo: Promise<TracingCompleto>, arquivo: string) {
  try {
    await cdp.sendAoNavegador('Tracing.end');
    const { stream: handle, dataLossOccurred } = await comLimite(
      fluxo,
      RASTRO_MS,
      'O Chromium não entregou o rastro.',
    );
    if (!handle) throw new Error('O Chromium terminou o rastro sem o entregar.');
    // The buffer filled up: the trace stops there, and the tasks after it have no samples.
    if (dataLossOccurred) console.warn(`  o rastro ${arquivo} perdeu eventos (o buffer do Chromium encheu).`);
    const partes: Buffer[] = [];
    for (;;) {
      const { data, eof, base64Encoded } = await cdp.sendAoNavegador<{
        data: string;
        eof: boolean;
        base64Encoded?: boolean;
      }>('IO.read', { handle, size: 1 << 20 });
      partes.push(Buffer.from(data, base64Encoded ? 'base64' : 'utf8'));
      if (eof) break;
    }
    await cdp.sendAoNavegador('IO.close', { handle });
    await writeFile(arquivo, Buffer.concat(partes));
  } catch (erro) {
    console.warn(`  sem rastro desta visita: ${(erro as Error).message}`);
    await rm(arquivo, { force: true });
  }
}

type TracingCompleto = { stream?: string; dataLossOccurred?: boolean };

/** As Playwright's `networkidle`: no request of the page in flight for this long. */
const REDE_PARADA_MS = 500;

/**
 * Opens `url` in a Chromium of its own under the preset's limits and the chosen CPU factor, without the inspector, and
 * returns what `leitura` (an expression) reads from the page once it is quiet. `antesDaPagina` runs before the page's
 * scripts, beside `OBSERVAR_METRICAS`.
 */
export async function visitarSemInspetor<T>(
  url: string,
  antesDaPagina: string,
  leitura: string,
  { redePorProxy = false, rastro }: { redePorProxy?: boolean; rastro?: string } = {},
): Promise<T> {
  if (!redePorProxy) return visitar<T>(url, antesDaPagina, leitura, null, rastro);
  const proxy = await abrirRedeLenta(Number(new URL(url).port) || 80);
  try {
    return await visitar<T>(url, antesDaPagina, leitura, proxy, rastro);
  } finally {
    await proxy.parar();
  }
}

async function visitar<T>(
  url: string,
  antesDaPagina: string,
  leitura: string,
  proxy: RedeLenta | null,
  rastro: string | undefined,
): Promise<T> {
  // Through the proxy, the same page on the proxy's port.
  const destino = new URL(url);
  if (proxy) destino.port = String(proxy.porta);
  const perfil = await mkdtemp(path.join(tmpdir(), 'bench-sem-inspetor-'));
  const navegador = spawn(
    CHROMIUM,
    [...ARGUMENTOS_CHROMIUM, '--remote-debugging-pipe', `--user-data-dir=${perfil}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  // What the page's network did: requests in flight, the last event's time, and whether `load` fired.
  const emVoo = new Set<string>();
  let ultimaAtividade = Date.now();
  let carregou = false;
  let rastroPronto: (completo: TracingCompleto) => void = () => undefined;
  let rastroPerdido: (erro: Error) => void = () => undefined;
  const fluxoDoRastro = new Promise<TracingCompleto>((pronto, perdido) => {
    rastroPronto = pronto;
    rastroPerdido = perdido;
  });
  // Not every visit traces: a trace never asked for must not be an unhandled rejection when Chromium exits.
  fluxoDoRastro.catch(() => undefined);
  const cdp = new PipeCdp(
    navegador.stdio[3] as Writable,
    navegador.stdio[4] as Readable,
    (method, params) => {
      // The page Chromium started with may report its own load late: only the load after the last navigation counts.
      if (method === 'Page.frameNavigated' && !params?.frame?.parentId) carregou = false;
      if (method === 'Page.loadEventFired') carregou = true;
      if (method === 'Tracing.tracingComplete') rastroPronto(params ?? {});
      const pedido = params?.requestId;
      if (!pedido || !method.startsWith('Network.')) return;
      if (method === 'Network.requestWillBeSent') emVoo.add(pedido);
      else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed')
        emVoo.delete(pedido);
      ultimaAtividade = Date.now();
    },
  );
  let erroDoNavegador: Error | null = null;
  const falhar = (erro: Error) => {
    erroDoNavegador ??= erro;
    cdp.falharTudo(erro);
    rastroPerdido(erro);
  };
  // Settles only once the process is gone (or never started), so the profile is never removed under a live Chromium.
  const fechado = new Promise<void>((fim) => {
    navegador.once('exit', (codigo, sinal) => {
      falhar(new Error(`O Chromium terminou (código ${codigo}, sinal ${sinal}).`));
      fim();
    });
    navegador.once('error', (erro) => {
      falhar(erro);
      fim();
    });
  });
  for (const fluxo of [navegador.stdio[3], navegador.stdio[4]]) fluxo?.on('error', falhar);
  try {
    await cdp.anexarAPagina();
    await cdp.send('Page.enable');
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVAR_METRICAS + antesDaPagina });
    await cdp.send('Emulation.setDeviceMetricsOverride', { ...TELA_MOVEL, mobile: true });
    // Network.enable, the limits and the CPU factor, as a first visit (this browser's profile is new); or only the CPU
    // factor, when the proxy sets the limits.
    if (proxy) await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplicadorDeCpu() });
    else await estrangular(cdp, { semCache: false });
    const quieta = () =>
      proxy
        ? proxy.quieta(REDE_PARADA_MS)
        : emVoo.size === 0 && Date.now() - ultimaAtividade >= REDE_PARADA_MS;
    if (rastro)
      await cdp.sendAoNavegador('Tracing.start', {
        traceConfig: { includedCategories: CATEGORIAS_DO_RASTRO, recordMode: 'recordAsMuchAsPossible' },
        transferMode: 'ReturnAsStream',
      });
    const inicio = Date.now();
    const naoCarregou = `${url} não terminou de carregar em ${LIMITE_MS} ms.`;
    const { errorText } = await comLimite(
      cdp.send<{ errorText?: string }>('Page.navigate', { url: destino.href }),
      LIMITE_MS,
      naoCarregou,
    );
    if (errorText) throw new Error(`${url} não abriu: ${errorText}`);
    while (!carregou || !quieta()) {
      if (erroDoNavegador) throw erroDoNavegador;
      if (Date.now() - inicio > LIMITE_MS) throw new Error(naoCarregou);
      await esperar(100);
    }
    await esperar(QUIETO_MS);
    const { result, exceptionDetails } = await cdp.send<{
      result: { value: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', { expression: leitura, returnByValue: true });
    if (exceptionDetails)
      throw new Error(
        `A leitura da página falhou: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
      );
    if (rastro) await gravarRastro(cdp, fluxoDoRastro, rastro);
    return result.value;
  } catch (erro) {
    throw erroDoNavegador ?? erro;
  } finally {
    // Closed as a user closes it; killed if it has not exited 10 s later, and with no way to refuse 5 s after that.
    const limite = setTimeout(() => navegador.kill(), 10_000);
    const ultimato = setTimeout(() => navegador.kill('SIGKILL'), 15_000);
    cdp.sendAoNavegador('Browser.close').catch(() => undefined);
    await fechado;
    clearTimeout(limite);
    clearTimeout(ultimato);
    await rm(perfil, { recursive: true, force: true, maxRetries: 3 });
  }
}
