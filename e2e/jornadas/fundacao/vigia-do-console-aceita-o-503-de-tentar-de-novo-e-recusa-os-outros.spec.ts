/**
 * Every journey fails when a page logs an error, and a 5xx is always a bug, except the portal's own "try again":
 * 503 + Retry-After with its "muitos acessos" or "temporariamente indisponível" message (decisions 0165, 0213), which
 * the portal's client waits out and sends again. On a busy CI machine it comes now and then; the journey is about
 * whether the page gets there, not about the browser's line for that 503 (decision 1595). Any other 5xx still fails.
 * A server on loopback plays the API, so both sides are seen every time.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Mensagem } from '@portal/contracts';
import { expect, test, VigiaDoConsole, type Page } from '../../testes/jornada';

/** A page that asks `/v1/dado` and, on a 503 with Retry-After, waits and asks again, as shared-auth's client does. */
const PAGINA = `<!doctype html><html lang="pt-BR"><title>Vigia</title><main><h1>Vigia</h1><p id="estado">…</p></main>
<script>
  async function pedir(tentativa) {
    const resposta = await fetch('/v1/dado');
    if (resposta.status === 503 && resposta.headers.get('retry-after') && tentativa < 3) {
      await new Promise((pronto) => setTimeout(pronto, Number(resposta.headers.get('retry-after')) * 1000));
      return pedir(tentativa + 1);
    }
    document.getElementById('estado').textContent = resposta.ok ? 'pronto' : 'falhou';
  }
  pedir(1);
</script></html>`;

let servidor: Server;
/** What `/v1/dado` answers, one status and message per request, then 200. */
let respostas: { status: number; mensagem: string; retryAfter?: string }[] = [];

test.beforeAll(async () => {
  servidor = createServer((pedido, resposta) => {
    if (pedido.url !== '/v1/dado') {
      resposta.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGINA);
      return;
    }
    const proxima = respostas.shift();
    if (!proxima) {
      resposta.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      return;
    }
    const cabecalhos: Record<string, string> = { 'Content-Type': 'application/json' };
    if (proxima.retryAfter) cabecalhos['Retry-After'] = proxima.retryAfter;
    resposta
      .writeHead(proxima.status, cabecalhos)
      .end(JSON.stringify({ message: proxima.mensagem, errors: [proxima.mensagem] }));
  });
  await new Promise<void>((pronto) => servidor.listen(0, '127.0.0.1', pronto));
});

test.afterAll(() => new Promise<void>((pronto) => servidor.close(() => pronto())));

const enderecoDoServidor = () => `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/`;

test('a API descarta por sobrecarga, depois fica fora de alcance, a página espera e chega: a jornada passa', async ({
  page,
}) => {
  respostas = [
    { status: 503, mensagem: Mensagem.portalSobrecarregado, retryAfter: '1' },
    { status: 503, mensagem: Mensagem.servicoIndisponivel, retryAfter: '1' },
  ];

  await page.goto(enderecoDoServidor());

  await expect(page.locator('#estado')).toHaveText('pronto', { timeout: 10_000 });
});

/** The page opened under a second watch, with `/v1/dado` answering `lista` first. */
async function abrirComVigia(page: Page, lista: typeof respostas): Promise<VigiaDoConsole> {
  const vigia = new VigiaDoConsole();
  vigia.vigiar(page);
  respostas = lista;
  await page.goto(enderecoDoServidor());
  return vigia;
}

test.describe('o que a vigia continua recusando', () => {
  // The journey's own watch is told to let these by, and a second watch on the same page shows what it would say.
  test.use({ errosDeConsoleEsperados: /status of 50\d/ });

  // Each refused answer: what the page ends as, and the one console line that fails the journey.
  const RECUSADAS = [
    {
      titulo: 'um 503 sem Retry-After, que o cliente não repete',
      resposta: { status: 503, mensagem: Mensagem.servicoIndisponivel },
      estado: 'falhou',
      linha: 'status of 503 (Service Unavailable)',
    },
    {
      titulo: 'um 503 com Retry-After, mas sem a resposta do portal',
      resposta: { status: 503, mensagem: 'Service Unavailable', retryAfter: '1' },
      estado: 'pronto',
      linha: 'status of 503 (Service Unavailable)',
    },
    {
      titulo: 'um 500',
      resposta: { status: 500, mensagem: Mensagem.erroInterno },
      estado: 'falhou',
      linha: 'status of 500 (Internal Server Error)',
    },
  ];

  for (const { titulo, resposta, estado, linha } of RECUSADAS) {
    test(titulo, async ({ page }) => {
      const vigia = await abrirComVigia(page, [resposta]);
      await expect(page.locator('#estado')).toHaveText(estado, { timeout: 10_000 });

      expect(await vigia.errosQueReprovam()).toEqual([expect.stringContaining(linha)]);
    });
  }

  test('um segundo 503 no mesmo endereço, que não é do portal', async ({ page }) => {
    const vigia = await abrirComVigia(page, [
      { status: 503, mensagem: Mensagem.portalSobrecarregado, retryAfter: '1' },
      { status: 503, mensagem: 'Service Unavailable', retryAfter: '1' },
    ]);
    await expect(page.locator('#estado')).toHaveText('pronto', { timeout: 10_000 });

    expect(await vigia.tentadasDeNovo()).toHaveLength(1);
    expect(await vigia.errosQueReprovam()).toHaveLength(1);
  });
});
