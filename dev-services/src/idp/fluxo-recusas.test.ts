import { abrirLogin, entrar, idp, iniciarIdp, RETORNO, trocarCodigo, urlAutorizacao } from './fluxo-teste.js';
import { Navegador, novoPkce } from './navegador-teste.js';

iniciarIdp();

describe('fluxo de código com PKCE', () => {
  it('recusa senha errada, mantém o CPF digitado e aceita a senha certa em seguida', async () => {
    const navegador = new Navegador();
    const pkce = novoPkce();
    const { acao } = await abrirLogin(navegador, pkce);
    const { resposta } = await navegador.enviarFormulario(acao, idp.url, {
      cpf: '123.456.789-09',
      senha: 'errada',
    });
    const html = await resposta.text();
    expect(html).toContain('CPF ou senha incorretos.');
    expect(html).toContain('value="123.456.789-09"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('href="#cpf"');
    const { url } = await navegador.enviarFormulario(acao, idp.url, {
      cpf: '123.456.789-09',
      senha: 'Senha@123',
    });
    expect(new URL(url).searchParams.get('code')).toBeTruthy();
  });

  it('recusa CPF desconhecido com a mesma mensagem', async () => {
    const { resposta } = await entrar(new Navegador(), novoPkce(), '000.000.001-91', 'Senha@123');
    expect(await resposta.text()).toContain('CPF ou senha incorretos.');
  });

  it('recusa o pedido sem PKCE e o verificador errado', async () => {
    const { url } = await new Navegador().seguir(urlAutorizacao(null), idp.url);
    expect(new URL(url).searchParams.get('error')).toBe('invalid_request');
    const { url: comPlain } = await new Navegador().seguir(
      urlAutorizacao(null, { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }),
      idp.url,
    );
    expect(new URL(comPlain).searchParams.get('error')).toBe('invalid_request');
    const { url: retorno } = await entrar(new Navegador(), novoPkce(), '52998224725', 'Senha@123');
    const { status, corpo } = await trocarCodigo(
      new URL(retorno).searchParams.get('code') ?? '',
      novoPkce().verifier,
    );
    expect(status).toBe(400);
    expect(corpo.error).toBe('invalid_grant');
  });

  it('não aceita o segredo errado do cliente', async () => {
    const pkce = novoPkce();
    const { url } = await entrar(new Navegador(), pkce, '52998224725', 'Senha@123');
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: new URL(url).searchParams.get('code') ?? '',
      redirect_uri: RETORNO,
      code_verifier: pkce.verifier,
      client_id: 'portal',
      client_secret: 'outro',
    });
    expect((await fetch(`${idp.url}token`, { method: 'POST', body })).status).toBe(401);
  });
});
