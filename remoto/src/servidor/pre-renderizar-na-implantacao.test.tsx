/**
 * @jest-environment node
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http } from '@portal/shared-auth';
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { useCarga } from '../carga/use-carga';
import { preRenderizarNaImplantacao } from './pre-renderizar-na-implantacao';

function Cursos() {
  const carga = useCarga(() => http.get<string[]>('/v1/cursos').then((r) => r.data), 'cursos');
  return <p>{carga.dados?.join(', ')}</p>;
}

const API = 'http://127.0.0.1:3999';
let pasta: string;
let log: jest.SpyInstance;
let aviso: jest.SpyInstance;

beforeEach(async () => {
  pasta = await mkdtemp(path.join(tmpdir(), 'pre-renderizar-'));
  log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  aviso = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  restaurarRede();
  jest.restoreAllMocks();
  await rm(pasta, { recursive: true, force: true });
});

it('sem as variáveis da implantação, falha dizendo quais definir', async () => {
  await expect(preRenderizarNaImplantacao(<Cursos />, ['/cursos'], {})).rejects.toThrow(
    'defina PORTAL_PRERENDER_PASTA e PORTAL_PRERENDER_API.',
  );
});

it('lê a API que a implantação indica e escreve as páginas na pasta dela, dizendo o que fez', async () => {
  fingirRede({ 'GET /v1/cursos': { data: ['Eletricista', 'Padeiro'] } });
  const ambiente = { PORTAL_PRERENDER_PASTA: pasta, PORTAL_PRERENDER_API: API };

  await preRenderizarNaImplantacao(<Cursos />, ['/cursos'], ambiente);

  expect(http.defaults.baseURL).toBe(API);
  const indice = JSON.parse(await readFile(path.join(pasta, 'indice.json'), 'utf8'));
  expect(await readFile(path.join(pasta, indice['/cursos'].html), 'utf8')).toContain('Eletricista, Padeiro');
  expect(log).toHaveBeenCalledWith('✔ pré-renderizado /cursos');
});

it('uma página cujos dados não vieram fica para o navegador, com um aviso', async () => {
  fingirRede({ 'GET /v1/cursos': { status: 500, data: { message: 'Erro interno.', errors: [] } } });
  const ambiente = { PORTAL_PRERENDER_PASTA: pasta, PORTAL_PRERENDER_API: API };

  await preRenderizarNaImplantacao(<Cursos />, ['/cursos'], ambiente);

  const indice = JSON.parse(await readFile(path.join(pasta, 'indice.json'), 'utf8'));
  expect(indice).toEqual({});
  expect(aviso).toHaveBeenCalledWith(
    expect.stringMatching(/^⚠ \/cursos não foi pré-renderizado \(.*\); será desenhado no navegador\.$/),
  );
});
