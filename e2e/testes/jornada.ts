/**
 * The `test` every journey imports: Playwright's, plus a watch on the browser's console. A journey fails when any page
 * it opened logs an error (`console.error`, an uncaught exception, React's hydration errors such as #418), unless the
 * journey declares that error with `test.use({ errosDeConsoleEsperados: /…/ })` (one pattern: Playwright reads an array
 * given to `test.use` as a fixture's [value, options]).
 *
 * The browser's own line for an HTTP response in the 4xx range ("Failed to load resource: the server responded with a
 * status of 409") is not an error of the page: the API answers 4xx on purpose (a refused sign-in, a full class, a 403),
 * and the page handles it. A 5xx is always a bug (developers' guide, rule 3), so it still fails the journey, as does
 * a request that never got an answer, with one exception: the portal's own "try again" answer, 503 + Retry-After with
 * one of its two messages, "muitos acessos" (the API shedding load, decision 0165) or "temporariamente indisponível"
 * (the database or the API out of reach for a moment, decision 0213). Nothing was done, the portal's client waits and
 * sends it again, and a busy CI machine gives one now and then: the journey's own assertions tell whether the page got
 * there, and the test's annotations list each one (decision 1595).
 */
import { expect, test as base, type ConsoleMessage, type Page, type Response } from '@playwright/test';
import { Mensagem } from '@portal/contracts';
import { comCalma } from './com-calma';

// Everything else a journey takes from Playwright (expect, types) comes through here too; `test` below wins over it.
export * from '@playwright/test';

const RESPOSTA_4XX = /^Failed to load resource: the server responded with a status of 4\d\d\b/;
const RESPOSTA_503 = /^Failed to load resource: the server responded with a status of 503\b/;

export interface OpcoesDaJornada {
  /** Console errors this journey provokes on purpose (a remote taken down, a page held back), as one pattern. */
  errosDeConsoleEsperados: RegExp | null;
}

interface Registro {
  linha: string;
  texto: string;
  /** The resource a "Failed to load resource" line is about. */
  url: string;
}

/** The portal's two answers that mean "nothing was done, send it again" (shared-auth retries them). */
const TENTE_DE_NOVO: readonly unknown[] = [Mensagem.portalSobrecarregado, Mensagem.servicoIndisponivel];

/** The URL of a 503 that is the portal's "try again", or null for any other answer. */
async function pedidoDeTentarDeNovo(resposta: Response): Promise<string | null> {
  if (resposta.status() !== 503 || !resposta.headers()['retry-after']) return null;
  const corpo = (await resposta.json().catch(() => null)) as { message?: unknown } | null;
  return TENTE_DE_NOVO.includes(corpo?.message) ? resposta.url() : null;
}

/** The console and the answers of every page it watches; at the end, the errors that fail the journey. */
export class VigiaDoConsole {
  private readonly registros: Registro[] = [];
  private readonly pedidosDeTentarDeNovo: Promise<string | null>[] = [];

  constructor(private readonly esperado: (texto: string) => boolean = () => false) {}

  vigiar(pagina: Page): void {
    pagina.on('console', (mensagem: ConsoleMessage) => {
      if (mensagem.type() !== 'error' || this.esperado(mensagem.text())) return;
      const { url, lineNumber } = mensagem.location();
      const onde = url ? ` (${url}:${lineNumber})` : '';
      const texto = mensagem.text();
      this.registros.push({ linha: `[${pagina.url()}] ${texto}${onde}`, texto, url });
    });
    pagina.on('pageerror', (erro) => {
      const texto = `${erro.name}: ${erro.message}`;
      if (!this.esperado(texto))
        this.registros.push({ linha: `[${pagina.url()}] exceção não tratada: ${texto}`, texto, url: '' });
    });
    pagina.on('response', (resposta) => {
      if (resposta.status() === 503) this.pedidosDeTentarDeNovo.push(pedidoDeTentarDeNovo(resposta));
    });
  }

  /** The URLs the portal asked to be sent again, once per answer. */
  async tentadasDeNovo(): Promise<string[]> {
    return (await Promise.all(this.pedidosDeTentarDeNovo)).filter((url): url is string => url !== null);
  }

  /** Each "try again" excuses one browser line about its own URL, no more: a second 503 there is looked at again. */
  async errosQueReprovam(): Promise<string[]> {
    const desculpadas = new Map<string, number>();
    for (const url of await this.tentadasDeNovo()) desculpadas.set(url, (desculpadas.get(url) ?? 0) + 1);
    return this.registros
      .filter(({ texto, url }) => {
        const restantes = desculpadas.get(url) ?? 0;
        if (!RESPOSTA_503.test(texto) || restantes === 0) return true;
        desculpadas.set(url, restantes - 1);
        return false;
      })
      .map(({ linha }) => linha);
  }
}

export const test = base.extend<OpcoesDaJornada & { errosDoConsole: VigiaDoConsole }>({
  errosDeConsoleEsperados: [null, { option: true }],
  // Every journey prepares its data with `request`: the API's deliberate 503 (decision 0165) is waited out there as the
  // portal's client does, whichever helper or spec makes the call (decision 1596).
  request: async ({ request }, usar) => usar(comCalma(request)),
  errosDoConsole: [
    async ({ context, errosDeConsoleEsperados }, usar, infoDoTeste) => {
      const vigia = new VigiaDoConsole(
        (texto) => RESPOSTA_4XX.test(texto) || (errosDeConsoleEsperados?.test(texto) ?? false),
      );
      context.pages().forEach((pagina) => vigia.vigiar(pagina));
      context.on('page', (pagina) => vigia.vigiar(pagina));
      await usar(vigia);
      // Seen in the report, not hidden: a run with many of these says the machine (or the portal) was struggling.
      for (const url of await vigia.tentadasDeNovo()) {
        infoDoTeste.annotations.push({ type: 'a API pediu para tentar de novo', description: url });
        console.warn(`[${infoDoTeste.title}] a API pediu para tentar de novo: ${url}`);
      }
      expect(await vigia.errosQueReprovam(), 'a página registrou erros no console').toEqual([]);
    },
    { auto: true },
  ],
});
