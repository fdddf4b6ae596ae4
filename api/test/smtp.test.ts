import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { criarContexto, type Contexto } from './helpers/contexto.js';
import { requisitar } from './helpers/cliente.js';

/** A real SMTP server at the edge receives what the outbox sends. */
const recebidas: { para: string[]; dados: string }[] = [];
let aceitar = true;
const servidor = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(fluxo, sessao, pronto) {
    let dados = '';
    fluxo.on('data', (c: Buffer) => (dados += c.toString()));
    fluxo.on('end', () => {
      if (!aceitar) return pronto(new Error('caixa cheia'));
      // Undo quoted-printable (soft line breaks and =3D) so the link can be read back.
      recebidas.push({ para: sessao.envelope.rcptTo.map((r) => r.address), dados: dados.replace(/=\r?\n/g, '').replace(/=3D/g, '=') });
      pronto();
    });
  },
});

let ctx: Contexto;
beforeAll(async () => {
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const porta = (servidor.server.address() as AddressInfo).port;
  ctx = await criarContexto({ config: { smtpUrl: `smtp://127.0.0.1:${porta}`, smtpIntervaloMs: 3_600_000 } });
});
afterAll(async () => {
  await ctx.fechar();
  await new Promise<void>((r) => servidor.close(() => r()));
});

describe('envio por SMTP quando configurado', () => {
  it('envia a confirmação da caixa de saída uma vez e marca como enviada', async () => {
    const r = await requisitar(ctx.app, 'POST', '/v1/usuario/password/reset/email?origem=1', { body: { login: 'joao.souza@exemplo.com.br' } });
    expect(r.statusCode).toBe(202);
    expect(await ctx.app.enviadorEmail!.enviarPendentes()).toBe(1);
    expect(recebidas).toHaveLength(1);
    expect(recebidas[0]!.para).toEqual(['joao.souza@exemplo.com.br']);
    expect(recebidas[0]!.dados).toMatch(/redefinicao-senha\?id=\d+&token=/);
    expect(await ctx.app.enviadorEmail!.enviarPendentes()).toBe(0);
    const [linha] = await ctx.db.query<{ enviado: boolean }>('SELECT enviado_em IS NOT NULL AS enviado FROM mensagem_saida');
    expect(linha!.enviado).toBe(true);
  });

  it('uma recusa do servidor deixa a mensagem pendente para outra tentativa', async () => {
    aceitar = false;
    await requisitar(ctx.app, 'POST', '/v1/usuario/password/reset/email?origem=1', { body: { login: 'ana.lima@exemplo.com.br' } });
    expect(await ctx.app.enviadorEmail!.enviarPendentes()).toBe(0);
    await ctx.db.query('UPDATE mensagem_saida SET reservada_ate = NULL WHERE enviado_em IS NULL');
    aceitar = true;
    expect(await ctx.app.enviadorEmail!.enviarPendentes()).toBe(1);
    expect(recebidas.at(-1)!.para).toEqual(['ana.lima@exemplo.com.br']);
  });
});
