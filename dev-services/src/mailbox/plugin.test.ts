import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { mailboxPlugin } from './plugin.js';

/** A tiny stand-in for the API's dev outbox at the network edge: answers whatever the test puts in `resposta`. */
let resposta: { status: number; corpo: unknown };
let api: Server;
let apiUrl: string;

const MENSAGENS = [
  {
    id: 1,
    para: 'maria.silva@exemplo.com.br',
    assunto: 'Confirme seu e-mail',
    corpo: 'Olá, Maria.\nConfirme seu e-mail.',
    link: 'http://localhost:8080/usuario/confirmacao-email?token=abc',
    tipo: 'CONFIRMACAO_EMAIL',
    criadoEm: '2026-11-20T10:00:00Z',
  },
  {
    id: 2,
    para: 'joao.souza@exemplo.com.br',
    assunto: 'Redefinição de senha',
    corpo: 'Use o link <b>abaixo</b>.',
    link: '/usuario/redefinicao-senha?token=xyz&id=2',
    tipo: 'REDEFINICAO_SENHA',
    criadoEm: '2026-11-21T12:30:00Z',
  },
  {
    id: 3,
    para: 'Maria.Silva@exemplo.com.br',
    assunto: 'Inscrição confirmada',
    corpo: 'Boa sorte!',
    link: 'javascript:alert(1)',
    tipo: 'INSCRICAO',
    criadoEm: '2026-11-21T09:00:00Z',
  },
];

beforeAll(async () => {
  api = createServer((req, res) => {
    const { status, corpo } =
      req.url === '/v1/dev/mensagens' ? resposta : { status: 500, corpo: { message: 'caminho errado' } };
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(corpo));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

async function abrir(url: string, base = apiUrl) {
  const app: FastifyInstance = Fastify();
  await app.register(mailboxPlugin, { prefix: '/dev/caixa-postal', apiUrl: base });
  // Real HTTP rather than app.inject: light-my-request cannot load under jest's native-ESM mode.
  const endereco = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const res = await fetch(`${endereco}${url}`);
    return { status: res.status, html: await res.text() };
  } finally {
    await app.close();
  }
}

describe('caixa postal local', () => {
  beforeEach(() => {
    resposta = { status: 200, corpo: MENSAGENS };
  });

  it('lista as mensagens da mais recente para a mais antiga, com destinatário, data, corpo e link', async () => {
    const { status, html } = await abrir('/dev/caixa-postal');
    expect(status).toBe(200);
    expect(html).toContain('<h1>Caixa postal local</h1>');
    expect(html).toContain('<html lang="pt-BR">');
    const ordem = ['Redefinição de senha', 'Inscrição confirmada', 'Confirme seu e-mail'].map((a) =>
      html.indexOf(`>${a}</h2>`),
    );
    expect(ordem.every((posicao, i) => posicao > 0 && (i === 0 || posicao > ordem[i - 1]!))).toBe(true);
    expect(html).toContain('<dd>joao.souza@exemplo.com.br</dd>');
    expect(html).toContain('<time datetime="2026-11-21T12:30:00Z">21/11/2026, 09:30:00</time>');
    expect(html).toContain('<a href="http://localhost:8080/usuario/confirmacao-email?token=abc">');
    expect(html).toContain('<a href="/usuario/redefinicao-senha?token=xyz&amp;id=2">');
    expect(html).toContain('3 mensagens');
  });

  it('escapa o conteúdo e não transforma link javascript: em âncora', async () => {
    const { html } = await abrir('/dev/caixa-postal/');
    expect(html).toContain('Use o link &lt;b&gt;abaixo&lt;/b&gt;.');
    expect(html).not.toContain('javascript:');
  });

  it('filtra por destinatário sem diferenciar maiúsculas e mantém o filtro no campo', async () => {
    const { html } = await abrir('/dev/caixa-postal?para=maria.silva%40exemplo.com.br');
    expect(html).toContain('2 mensagens');
    expect(html).not.toContain('Redefinição de senha');
    expect(html).toContain('value="maria.silva@exemplo.com.br"');
    expect(html).toContain('<label for="para">');
  });

  it('avisa quando não há mensagens', async () => {
    resposta = { status: 200, corpo: [] };
    expect((await abrir('/dev/caixa-postal')).html).toContain('Nenhuma mensagem por enquanto.');
  });

  it('avisa com clareza quando a API está fora do ar', async () => {
    const { status, html } = await abrir('/dev/caixa-postal', 'http://127.0.0.1:1');
    expect(status).toBe(502);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Não foi possível ler as mensagens da API.');
    expect(html).toContain('A API não respondeu');
  });

  it('explica o 404 da API e recusa um formato inesperado', async () => {
    resposta = { status: 404, corpo: { message: 'Não encontrado', errors: [] } };
    expect((await abrir('/dev/caixa-postal')).html).toContain('DEV_MAILBOX=1');
    resposta = { status: 200, corpo: [{ id: 'x' }] };
    const { status, html } = await abrir('/dev/caixa-postal');
    expect(status).toBe(502);
    expect(html).toContain('formato inesperado');
  });
});
