import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { requisitar } from '../src/testes/cliente.js';
import { CaixaSmtp } from '../src/testes/caixa-smtp.js';
import { appSobre, CONFIG_DE_TESTE, descreverEmPostgres } from '../src/testes/contexto.js';
import { bancoAtrasDeUmRele } from '../src/testes/rele-tcp.js';
import { esperarAte } from '../src/testes/esperar.js';

/**
 * Each API process keeps one connection LISTENing for the outbox's NOTIFY. When the primary (or the pooler in front
 * of it) restarts, that connection dies under the process: unheard, pg's 'error' event ended the process (issue 29,
 * noticed in the sixteenth session). Here the API reaches the database through a relay the test takes away and brings
 * back: the process stays up, listens again by itself, and what was committed while it could not hear goes out.
 */
let atras: Awaited<ReturnType<typeof bancoAtrasDeUmRele>>;
let app: FastifyInstance;
/** Another API process, on the database directly: it writes the message and sends no e-mail. */
let outro: FastifyInstance;
const caixa = new CaixaSmtp();
const recebidas = () => caixa.recebidas.flat();

/** Asks for a new password; the answer's body shows in the failure when it is not the 202. */
async function pedirNovaSenha(login: string): Promise<void> {
  const resposta = await requisitar(outro, 'POST', '/v1/usuario/password/reset/email?origem=1', {
    body: { login },
  });
  expect({ status: resposta.statusCode, corpo: resposta.body }).toMatchObject({ status: 202 });
}

descreverEmPostgres(
  'ouvinte das mensagens cortado: o processo fica, volta a ouvir e envia o que perdeu',
  () => {
    beforeAll(async () => {
      await caixa.abrir();
      atras = await bancoAtrasDeUmRele();
      app = await buildApp({
        db: atras.db,
        semear: false,
        logger: false,
        config: { ...CONFIG_DE_TESTE, smtpUrl: caixa.url },
      });
      await app.ready();
      outro = await appSobre(atras.banco.db);
    });

    afterAll(async () => {
      await outro?.close();
      await app?.close();
      await atras?.descartar();
      await caixa.fechar();
    });

    it('ouvindo, a mensagem sai', async () => {
      await pedirNovaSenha('maria.silva@exemplo.com.br');
      await esperarAte(() => recebidas().includes('maria.silva@exemplo.com.br'), 15_000);
      expect(recebidas()).toEqual(['maria.silva@exemplo.com.br']);
    });

    it('com o banco fora de alcance, o processo continua de pé; de volta, envia o que foi gravado no corte, uma vez', async () => {
      await atras.rele.fechar();
      // The NOTIFY of this commit reaches nobody: the listening connection is gone.
      await pedirNovaSenha('joao.souza@exemplo.com.br');
      await new Promise((r) => setTimeout(r, 500));
      await atras.rele.abrir();

      await esperarAte(() => recebidas().includes('joao.souza@exemplo.com.br'), 15_000);
      expect(recebidas()).toEqual(['maria.silva@exemplo.com.br', 'joao.souza@exemplo.com.br']);
    });

    it('e volta a ouvir: a mensagem seguinte sai pelo NOTIFY', async () => {
      await pedirNovaSenha('pedro.santos@exemplo.com.br');
      await esperarAte(() => recebidas().includes('pedro.santos@exemplo.com.br'), 15_000);
      expect(recebidas()).toContain('pedro.santos@exemplo.com.br');
      expect(recebidas()).toHaveLength(3);
    });
  },
);
