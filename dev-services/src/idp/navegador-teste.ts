/**
 * Test helper: a minimal browser for driving the provider through real HTTP with fetch — keeps cookies per path and
 * follows redirects by hand, so each hop (authorize → interaction → callback) can be inspected.
 */
import { createHash, randomBytes } from 'node:crypto';

export function novoPkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export class Navegador {
  private readonly cookies = new Map<string, { valor: string; caminho: string }>();

  private guardarCookies(resposta: Response): void {
    for (const linha of resposta.headers.getSetCookie()) {
      const [par = '', ...atributos] = linha.split(';').map((p) => p.trim());
      const [nome = '', valor = ''] = par.split(/=(.*)/s);
      const caminho = atributos.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expirou = atributos.some((a) => /^expires=thu, 01 jan 1970/i.test(a)) || valor === '';
      if (expirou) this.cookies.delete(nome);
      else this.cookies.set(nome, { valor, caminho });
    }
  }

  private cabecalhoCookie(url: URL): string {
    return [...this.cookies.entries()]
      .filter(([, c]) => url.pathname.startsWith(c.caminho))
      .map(([nome, c]) => `${nome}=${c.valor}`)
      .join('; ');
  }

  async pedir(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', this.cabecalhoCookie(new URL(url)));
    const resposta = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.guardarCookies(resposta);
    return resposta;
  }

  /** Follows redirects until one leaves `origem` (the client's redirect URI) or a page is answered. */
  async seguir(
    url: string,
    origem: string,
    init: RequestInit = {},
  ): Promise<{ resposta: Response; url: string }> {
    let atual = url;
    let resposta = await this.pedir(atual, init);
    while (resposta.status >= 300 && resposta.status < 400) {
      atual = new URL(resposta.headers.get('location') ?? '', atual).toString();
      if (!atual.startsWith(origem)) break;
      resposta = await this.pedir(atual);
    }
    return { resposta, url: atual };
  }

  enviarFormulario(url: string, origem: string, campos: Record<string, string>) {
    const body = new URLSearchParams(campos).toString();
    return this.seguir(url, origem, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
}
