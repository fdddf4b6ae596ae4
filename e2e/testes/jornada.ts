/**
 * The `test` every journey imports: Playwright's, plus a watch on the browser's console. A journey fails when any page
 * it opened logs an error (`console.error`, an uncaught exception, React's hydration errors such as #418), unless the
 * journey declares that error with `test.use({ errosDeConsoleEsperados: /…/ })` (one pattern: Playwright reads an array
 * given to `test.use` as a fixture's [value, options]).
 *
 * The browser's own line for an HTTP response in the 4xx range ("Failed to load resource: the server responded with a
 * status of 409") is not an error of the page: the API answers 4xx on purpose (a refused sign-in, a full class, a 403),
 * and the page handles it. A 5xx is always a bug (developers' guide, rule 3), so it still fails the journey, as does
 * a request that never got an answer.
 */
import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test';

// Everything else a journey takes from Playwright (expect, types) comes through here too; `test` below wins over it.
export * from '@playwright/test';

const RESPOSTA_4XX = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

export interface OpcoesDaJornada {
  /** Console errors this journey provokes on purpose (a remote taken down, a page held back), as one pattern. */
  errosDeConsoleEsperados: RegExp | null;
}

interface VigiaDoConsole {
  errosDoConsole: string[];
}

function descrever(pagina: Page, mensagem: ConsoleMessage): string {
  const { url, lineNumber } = mensagem.location();
  const onde = url ? ` (${url}:${lineNumber})` : '';
  return `[${pagina.url()}] ${mensagem.text()}${onde}`;
}

export const test = base.extend<OpcoesDaJornada & VigiaDoConsole>({
  errosDeConsoleEsperados: [null, { option: true }],
  errosDoConsole: [
    async ({ context, errosDeConsoleEsperados }, usar) => {
      const erros: string[] = [];
      const esperado = (texto: string) =>
        RESPOSTA_4XX.test(texto) || (errosDeConsoleEsperados?.test(texto) ?? false);
      const vigiar = (pagina: Page) => {
        pagina.on('console', (mensagem) => {
          if (mensagem.type() === 'error' && !esperado(mensagem.text()))
            erros.push(descrever(pagina, mensagem));
        });
        pagina.on('pageerror', (erro) => {
          const texto = `${erro.name}: ${erro.message}`;
          if (!esperado(texto)) erros.push(`[${pagina.url()}] exceção não tratada: ${texto}`);
        });
      };
      context.pages().forEach(vigiar);
      context.on('page', vigiar);
      await usar(erros);
      expect(erros, 'a página registrou erros no console').toEqual([]);
    },
    { auto: true },
  ],
});
