import { usarAmbiente } from './ambiente-de-teste.js';

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
});
