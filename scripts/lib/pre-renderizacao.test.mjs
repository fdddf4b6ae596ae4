import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { resolverRemoto } from './caminhos.mjs';
import { preRenderizarVersao } from './pre-renderizacao.mjs';

const remoto = resolverRemoto('mfe-programas');
const CURSO = {
  id: 12,
  nome: 'Cuidador de Idosos',
  urlSlug: 'cuidador-de-idosos',
  descricao: 'Cuidados básicos de saúde e convivência.',
  cargaHoraria: 160,
  idModalidade: 1,
  idArco: 3,
  escolaridadeMinima: 'Ensino fundamental completo',
  formato: 'PRESENCIAL',
};
const PERGUNTA = { id: 3, tipo: 'primeiro-emprego', pergunta: 'Quem pode participar?', resposta: 'Jovens.' };
let raiz, api, urlApi;

/** What the stand-in answers: the deploy's health check and the public reads the pages ask for. */
const respostaPara = (url) => {
  if (url.startsWith('/v1/health')) return { status: 'ok' };
  return url.startsWith('/v1/faq') ? [PERGUNTA] : [CURSO];
};

before(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'pre-renderizacao-'));
  api = http.createServer((pedido, resposta) => {
    resposta.setHeader('content-type', 'application/json');
    resposta.end(JSON.stringify(respostaPara(pedido.url)));
  });
  await new Promise((pronto) => api.listen(0, '127.0.0.1', pronto));
  urlApi = `http://127.0.0.1:${api.address().port}`;
});
after(async () => {
  api.close();
  await rm(raiz, { recursive: true, force: true });
});

describe('pré-renderização na implantação', () => {
  it('escreve as páginas do catálogo na pasta da versão, com os cursos que a API serve agora', async () => {
    const pastaVersao = path.join(raiz, 'v1');
    await mkdir(pastaVersao);
    assert.equal(await preRenderizarVersao({ remoto, pastaVersao, urlApi }), true);
    const indice = JSON.parse(await readFile(path.join(pastaVersao, 'prerender/indice.json'), 'utf8'));
    const html = await readFile(
      path.join(pastaVersao, 'prerender', indice['/qualificaSP/cursos'].html),
      'utf8',
    );
    assert.match(html, /<h1>Cursos do Qualifica SP<\/h1>/);
    assert.match(html, /Cuidador de Idosos/);
  });

  it('escreve as páginas públicas do Meu Primeiro Emprego, como as do mfe-programas', async () => {
    const pastaVersao = path.join(raiz, 'mpe');
    await mkdir(pastaVersao);
    const primeiroEmprego = resolverRemoto('mfe-primeiro-emprego');
    assert.equal(await preRenderizarVersao({ remoto: primeiroEmprego, pastaVersao, urlApi }), true);
    const indice = JSON.parse(await readFile(path.join(pastaVersao, 'prerender/indice.json'), 'utf8'));
    const ler = (caminho) => readFile(path.join(pastaVersao, 'prerender', indice[caminho].html), 'utf8');
    assert.match(await ler('/meuprimeiroemprego/cursos'), /Cuidador de Idosos/);
    assert.match(await ler('/meuprimeiroemprego/faq'), /Quem pode participar\?/);
    assert.match(await ler('/meu-primeiro-emprego'), /<h1>Meu Primeiro Emprego<\/h1>/);
  });

  it('sem API a implantação segue sem páginas, e diz por quê', async () => {
    const pastaVersao = path.join(raiz, 'v2');
    await mkdir(pastaVersao);
    const avisos = [];
    const original = console.warn;
    console.warn = (texto) => avisos.push(texto);
    try {
      assert.equal(await preRenderizarVersao({ remoto, pastaVersao, urlApi: 'http://127.0.0.1:9' }), false);
    } finally {
      console.warn = original;
    }
    assert.equal(existsSync(path.join(pastaVersao, 'prerender')), false);
    assert.match(avisos.join('\n'), /a API não respondeu em http:\/\/127\.0\.0\.1:9; versão sem páginas/);
  });
});
