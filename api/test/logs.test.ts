import { Writable } from 'node:stream';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { entrar, requisitar } from '../src/testes/cliente.js';

/** JSON logs with a request id, and never a token, password or CPF in any line. */
const linhas: string[] = [];
let ctx: Contexto;
beforeAll(async () => {
  const destino = new Writable({
    write(pedaco, _codificacao, pronto) {
      linhas.push(...String(pedaco).split('\n').filter(Boolean));
      pronto();
    },
  });
  ctx = await criarContexto({ logStream: destino, config: { logLevel: 'debug' } });
});
afterAll(() => ctx.fechar());

describe('logs', () => {
  it('registram cada requisição em JSON com id, sem CPF, senha, token nem a query string', async () => {
    const sessao = await entrar(ctx.app, '529.982.247-25');
    await requisitar(ctx.app, 'POST', '/v1/usuario/authentication', {
      body: { login: '529.982.247-25', senha: 'SenhaErrada9' },
    });
    await requisitar(ctx.app, 'PATCH', `/v1/candidato/viaRapida/PessoaFisica/${sessao.id}`, {
      token: sessao.token,
      body: { cpf: '52998224725' },
    });
    await requisitar(
      ctx.app,
      'POST',
      `/v1/usuario/${sessao.id}/confirmation?origem=1&token=token-secreto-do-link`,
    );
    await requisitar(ctx.app, 'POST', '/v1/usuario/authentication/refresh', {
      body: { id: sessao.id, refreshToken: sessao.refreshToken },
    });
    const registros = linhas.map((l) => JSON.parse(l) as { reqId?: string; req?: { url: string } });
    expect(registros.filter((r) => r.req).length).toBeGreaterThanOrEqual(5);
    expect(
      registros.filter((r) => r.req).every((r) => typeof r.reqId === 'string' && r.reqId.length > 8),
    ).toBe(true);
    const texto = linhas.join('\n');
    for (const segredo of [
      '52998224725',
      '529.982.247-25',
      'Senha@123',
      'SenhaErrada9',
      sessao.token,
      sessao.refreshToken,
      'token-secreto-do-link',
    ]) {
      expect(texto.includes(segredo) ? segredo : null).toBeNull();
    }
  });

  it('usa o X-Request-Id recebido como id da requisição', async () => {
    const r = await requisitar(ctx.app, 'GET', '/v1/health', {
      headers: { 'x-request-id': 'pedido-de-teste-123' },
    });
    expect(r.headers['x-request-id']).toBe('pedido-de-teste-123');
    expect(linhas.some((l) => l.includes('"reqId":"pedido-de-teste-123"'))).toBe(true);
  });
});
