import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Mensagem } from '@portal/contracts';
import { CHUNK_COM_HASH, iniciarAmbiente, VERSAO_DO_SHELL, type Ambiente } from './ambiente-de-teste.js';
import { publicarShellDeTeste } from './composicao/fixturas-de-teste.js';
import { IMUTAVEL } from './politica-de-cache.js';

/**
 * Decision 0209: the shell is published to the static origin by its own deploy, like a remote, and is in no image.
 * The gateway serves the version `shell.json` names at each request: a deploy or rollback of the shell shows on the
 * next load, with no restart, and a page of the previous version still gets its hashed files.
 */
let ambiente: Ambiente;
const VERSAO_NOVA = '20260102T000000.000Z-bbbbbbbb';
const CHUNK_NOVO = 'novo.1111111111.js';
const MARCA_NOVA = '<div id="root" data-shell="novo"></div>';

const pedirCom = async (caminho: string, accept: string) => {
  const resposta = await ambiente.pedir(caminho, { Accept: accept });
  return {
    status: resposta.status,
    corpo: await resposta.text(),
    ler: (n: string) => resposta.headers.get(n),
  };
};
const pagina = (caminho = '/home') => pedirCom(caminho, 'text/html');
const arquivo = (caminho: string) => pedirCom(caminho, '*/*');
const apontarShell = async (versao: unknown) => {
  const temporario = path.join(ambiente.pastaDados, 'shell.json.tmp');
  await writeFile(temporario, JSON.stringify({ version: versao }));
  await rename(temporario, path.join(ambiente.pastaDados, 'shell.json'));
};

beforeAll(async () => {
  ambiente = await iniciarAmbiente();
  // A file with no hash in its name belongs to its version alone.
  await writeFile(path.join(ambiente.pastaShell, 'sw.js'), '// sw da versão antiga');
}, 60_000);
afterAll(() => ambiente.encerrar());

describe('gateway: o shell vem da origem estática (decisão 0209)', () => {
  it('serve a página e os arquivos da versão que shell.json aponta', async () => {
    const home = await pagina();
    expect(home.status).toBe(200);
    expect(home.corpo).toContain('<div id="root">');
    expect((await arquivo(`/${CHUNK_COM_HASH}`)).status).toBe(200);
    expect((await arquivo('/sw.js')).corpo).toBe('// sw da versão antiga');
  });

  it('um shell publicado vale na carga seguinte, sem reiniciar; os arquivos com hash da versão anterior continuam', async () => {
    await publicarShellDeTeste(ambiente.pastaDados, VERSAO_NOVA, async (pasta) => {
      await writeFile(
        path.join(pasta, 'index.html'),
        `<!doctype html><html><head></head><body>${MARCA_NOVA}</body></html>`,
      );
      await writeFile(path.join(pasta, CHUNK_NOVO), 'console.log("novo");');
    });

    expect((await pagina()).corpo).toContain(MARCA_NOVA);
    const novo = await arquivo(`/${CHUNK_NOVO}`);
    expect(novo.status).toBe(200);
    // A page loaded before the swap still asks for its own chunks: same name, same content, kept for a year.
    const antigo = await arquivo(`/${CHUNK_COM_HASH}`);
    expect(antigo.status).toBe(200);
    expect(antigo.corpo).toContain('shell shell');
    expect(antigo.ler('cache-control')).toBe(IMUTAVEL);
    // sw.js is the new version's or nothing: an old service worker must not be served as the live one.
    expect((await arquivo('/sw.js')).status).toBe(404);
  });

  it('o rollback do shell é voltar o ponteiro: a versão anterior volta na carga seguinte', async () => {
    await apontarShell(VERSAO_DO_SHELL);
    const home = await pagina();
    expect(home.corpo).not.toContain(MARCA_NOVA);
    expect((await arquivo('/sw.js')).corpo).toBe('// sw da versão antiga');
  });

  it.each([
    // It would name the live folder itself: only the name's check refuses it.
    ['uma versão que sai da pasta das versões', `../shell/${VERSAO_DO_SHELL}`],
    ['uma versão que não foi publicada', '20990101T000000.000Z-cccccccc'],
  ])('recusa %s: a página é 503 em português, e /saude diz por quê', async (_caso, versao) => {
    await apontarShell(versao);
    try {
      const home = await pagina();
      expect(home.status).toBe(503);
      expect(home.ler('retry-after')).toBe('5');
      expect(home.corpo).toContain(Mensagem.servicoIndisponivel);
      const saude = await ambiente.pedir('/saude');
      expect(saude.status).toBe(503);
      expect(((await saude.json()) as { errors: string[] }).errors[0]).toContain('shell.json');
    } finally {
      await apontarShell(VERSAO_DO_SHELL);
    }
    expect((await pagina()).status).toBe(200);
  });

  it('uma versão que falta e depois chega, sem o ponteiro mudar, é servida: a recusa não fica guardada', async () => {
    const tardia = '20260103T000000.000Z-dddddddd';
    await apontarShell(tardia);
    try {
      expect((await pagina()).status).toBe(503);
      await publicarShellDeTeste(ambiente.pastaDados, tardia);
      // publicarShellDeTeste rewrote shell.json with the same content: put the very same file back untouched.
      expect((await pagina()).status).toBe(200);
    } finally {
      await apontarShell(VERSAO_DO_SHELL);
    }
  });

  it('a pasta da versão viva removida sob o mesmo ponteiro dá 503 em português, e volta quando ela volta', async () => {
    expect((await pagina()).status).toBe(200);
    const guardada = `${ambiente.pastaShell}.fora`;
    await rename(ambiente.pastaShell, guardada);
    try {
      const home = await pagina();
      expect(home.status).toBe(503);
      expect(home.corpo).toContain(Mensagem.servicoIndisponivel);
      expect((await ambiente.pedir('/saude')).status).toBe(503);
    } finally {
      await rename(guardada, ambiente.pastaShell);
    }
    expect((await pagina()).status).toBe(200);
  });
});
