import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app.js';
import { criarContexto, usandoPostgres, type Contexto } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';

/**
 * A real SMTP server at the edge receives what the outbox sends, through the job queue (decision 0162): pg-boss on
 * PostgreSQL, the in-process runner on PGlite, with two API processes on the same database.
 */
const recebidas: { para: string[]; dados: string }[] = [];
let recusasPendentes = 0;
const servidor = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(fluxo, sessao, pronto) {
    let dados = '';
    fluxo.on('data', (c: Buffer) => (dados += c.toString()));
    fluxo.on('end', () => {
      if (recusasPendentes > 0) {
        recusasPendentes -= 1;
        return pronto(new Error('caixa cheia'));
      }
      // Undo quoted-printable (soft line breaks and =3D) so the link can be read back.
      const texto = dados.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      recebidas.push({ para: sessao.envelope.rcptTo.map((r) => r.address), dados: texto });
      pronto();
    });
  },
});

let ctx: Contexto;
let outro: FastifyInstance;
beforeAll(async () => {
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const porta = (servidor.server.address() as AddressInfo).port;
  ctx = await criarContexto({ config: { smtpUrl: `smtp://127.0.0.1:${porta}` } });
  // A second API process on the same database: it hears the same NOTIFY and works the same queue.
  outro = await buildApp({ db: ctx.db, semear: false, logger: false, config: ctx.app.config });
  await outro.ready();
});
afterAll(async () => {
  await outro.close();
  await ctx.fechar();
  await new Promise<void>((r) => servidor.close(() => r()));
});

async function esperarAte(condicao: () => Promise<boolean> | boolean, prazoMs = 30_000): Promise<void> {
  const limite = Date.now() + prazoMs;
  while (!(await condicao())) {
    if (Date.now() > limite) throw new Error('o prazo acabou');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const pedirNovaSenha = (app: FastifyInstance, login: string) =>
  requisitar(app, 'POST', '/v1/usuario/password/reset/email?origem=1', { body: { login } });

const enviadas = async () =>
  (
    await ctx.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM mensagem_saida WHERE enviado_em IS NOT NULL',
    )
  )[0]!.n;

describe(`envio por SMTP pela fila (${usandoPostgres ? 'pg-boss' : 'em processo, PGlite'})`, () => {
  it('a mensagem gravada vira uma tarefa e chega uma vez, marcada como enviada', async () => {
    expect(ctx.app.fila.tipo).toBe(usandoPostgres ? 'pg-boss' : 'em-processo');
    expect((await pedirNovaSenha(ctx.app, 'joao.souza@exemplo.com.br')).statusCode).toBe(202);
    await esperarAte(async () => (await enviadas()) === 1);
    expect(recebidas).toHaveLength(1);
    expect(recebidas[0]!.para).toEqual(['joao.souza@exemplo.com.br']);
    expect(recebidas[0]!.dados).toMatch(/redefinicao-senha\?id=\d+&token=/);
  });

  it('cinco pedidos nos dois processos: cinco e-mails, nenhum repetido', async () => {
    const antes = recebidas.length;
    // Confirmed addresses only: a reset is never sent to an unconfirmed one (issue 27 §2).
    const logins = [
      'maria.silva@exemplo.com.br',
      'lucas.rocha@exemplo.com.br',
      'pedro.santos@exemplo.com.br',
    ];
    logins.push('carla.dias@exemplo.com.br', 'admin@exemplo.com.br');
    const respostas = await Promise.all(
      logins.map((login, i) => pedirNovaSenha(i % 2 ? outro : ctx.app, login)),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
    await esperarAte(async () => (await enviadas()) === 6);
    // Both processes queued each message; the queue's key and the row's reservation let only one send it.
    await new Promise((r) => setTimeout(r, 2500));
    const novas = recebidas.slice(antes);
    expect(novas).toHaveLength(5);
    expect(new Set(novas.map((m) => m.para.join())).size).toBe(5);
  });

  it('o servidor recusa a primeira tentativa: a tarefa é repetida depois da espera e a mensagem chega uma vez', async () => {
    const antes = recebidas.length;
    recusasPendentes = 1;
    await pedirNovaSenha(ctx.app, 'bruna.costa@exemplo.com.br');
    await esperarAte(async () => (await enviadas()) === 7, 45_000);
    const [linha] = await ctx.db.query<{ tentativas: number }>(
      'SELECT tentativas FROM mensagem_saida ORDER BY id DESC LIMIT 1',
    );
    expect(linha!.tentativas).toBe(2);
    expect(recebidas.slice(antes).map((m) => m.para)).toEqual([['bruna.costa@exemplo.com.br']]);
  }, 60_000);
});
