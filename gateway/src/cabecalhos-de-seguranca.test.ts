import { CHUNK_COM_HASH, usarAmbiente } from './ambiente-de-teste.js';
import { politicaDeConteudo } from './cabecalhos-de-seguranca.js';

const { pedir } = usarAmbiente();

describe('cabeçalhos de segurança do gateway', () => {
  it('nega pelo Permissions-Policy os recursos do navegador que o portal não usa', async () => {
    const politica = (await pedir('/')).headers.get('permissions-policy') ?? '';
    for (const recurso of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect(politica).toContain(`${recurso}=()`);
    }
  });

  it('vale também para as respostas da API e para a caixa postal, que tem a sua própria CSP', async () => {
    expect((await pedir('/v1/usuario/1')).headers.get('permissions-policy')).toContain('camera=()');
    const caixa = await pedir('/dev/caixa-postal');
    expect(caixa.headers.get('permissions-policy')).toContain('camera=()');
    const csp = caixa.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('um arquivo que não é HTML leva a CSP sem os hashes dos scripts da página: nada relê o index.html por ele', async () => {
    const csp = (await pedir(`/${CHUNK_COM_HASH}`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('sha256-');
    expect((await pedir('/')).headers.get('content-security-policy')).toContain('sha256-');
  });

  it('a revalidação (304) do index.html cru, que vem sem Content-Type, ainda leva os hashes dos seus scripts', async () => {
    const primeira = await pedir('/index.html');
    expect(primeira.headers.get('content-security-policy')).toContain('sha256-');
    const revalidada = await pedir('/index.html', { 'If-None-Match': primeira.headers.get('etag') ?? '' });
    expect(revalidada.status).toBe(304);
    expect(revalidada.headers.get('content-security-policy')).toContain('sha256-');
  });

  it('VLibras desligado (padrão): a CSP não cita o seu endereço; ligado, libera só a origem configurada', async () => {
    expect((await pedir('/')).headers.get('content-security-policy')).not.toContain('vlibras');
    const origens = { idp: 'http://localhost:4000/', cep: 'http://localhost:4100' };
    expect(politicaDeConteudo(origens)).not.toMatch(/vlibras|wasm|worker-src/);
    const ligada = politicaDeConteudo({ ...origens, vlibras: 'https://vlibras.gov.br/app' });
    expect(ligada).toContain("script-src 'self' https://vlibras.gov.br 'wasm-unsafe-eval'");
    expect(ligada).toContain(
      "connect-src 'self' http://localhost:4000 http://localhost:4100 https://vlibras.gov.br",
    );
    expect(ligada).toContain("worker-src 'self' blob: https://vlibras.gov.br");
  });
});
