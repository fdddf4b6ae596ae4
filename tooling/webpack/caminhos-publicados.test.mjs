/**
 * A path another app opens is written once, in contracts' `Rota`, and its owner's `src/config/caminhos.ts` takes it
 * from there (decision 0921). Every app's module is read here the way its build and the lint configuration read it
 * (the same reader, following the import): a caminhos.ts the reader cannot resolve fails here before a build does.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { caminhosDoRemoto } = require('./declaracao-do-portal.cjs');
const { avaliarTypeScript } = require('./avaliar-typescript.cjs');

const RAIZ = fileURLToPath(new URL('../..', import.meta.url));
const CAMINHOS = 'src/config/caminhos.ts';
// One module cache for every read: `Rota` is then one object, and a function the owner took from it is the same.
const cache = new Map();
const { Rota, RotaDoShell } = avaliarTypeScript(path.join(RAIZ, 'contracts/src/routes.ts'), cache);
const { RotaDaGestao } = avaliarTypeScript(path.join(RAIZ, 'contracts/src/rotas-da-gestao.ts'), cache);
const { PREFIXOS_DO_SHELL } = avaliarTypeScript(path.join(RAIZ, 'contracts/src/registro-remotos.ts'), cache);
const APPS = readdirSync(RAIZ).filter((pasta) => existsSync(path.join(RAIZ, pasta, CAMINHOS)));
const modulos = new Map(APPS.map((app) => [app, caminhosDoRemoto(path.join(RAIZ, app, CAMINHOS), cache)]));

/** The values of the path objects an app's caminhos.ts exports (RotaInscricao, RotaShell…). */
const caminhosDe = (modulo) =>
  Object.values(modulo).flatMap((valor) =>
    valor && typeof valor === 'object' && !Array.isArray(valor) ? Object.values(valor) : [],
  );
const primeiroSegmento = (caminho) =>
  (typeof caminho === 'function' ? caminho(...Array(caminho.length).fill('1')) : caminho).split('/')[1];
const donoDe = (segmento) =>
  PREFIXOS_DO_SHELL.includes(segmento)
    ? 'shell'
    : APPS.find((app) => modulos.get(app).PREFIXOS?.includes(segmento));

describe('caminhos publicados: um lugar, em Rota', () => {
  it('o leitor do build lê o caminhos.ts de cada app seguindo o import de Rota', () => {
    assert.deepEqual([...APPS].sort(), [
      'mfe-candidato',
      'mfe-gestao',
      'mfe-inscricao',
      'mfe-primeiro-emprego',
      'mfe-programas',
      'mfe-usuario',
      'shell',
    ]);
    assert.equal(modulos.get('shell').RotaShell, RotaDoShell);
    assert.equal(modulos.get('mfe-inscricao').RotaInscricao.detalhes, Rota.detalhesInscricao);
  });

  it('toda entrada de Rota é um caminho do seu dono, o mesmo valor (não reescrito)', () => {
    const semDono = Object.entries(Rota)
      .filter(([, caminho]) => {
        const dono = donoDe(primeiroSegmento(caminho));
        return dono === undefined || !caminhosDe(modulos.get(dono)).includes(caminho);
      })
      .map(([nome]) => nome);
    assert.deepEqual(semDono, []);
  });

  // The staff area's published path lives outside `Rota` (decision 1560) but follows the same rule.
  it('RotaDaGestao, fora de Rota, é o caminho do seu dono, o mesmo valor', () => {
    for (const caminho of Object.values(RotaDaGestao)) {
      assert.equal(donoDe(primeiroSegmento(caminho)), 'mfe-gestao');
      assert.ok(caminhosDe(modulos.get('mfe-gestao')).includes(caminho), caminho);
    }
    assert.ok(!Object.values(Rota).includes(RotaDaGestao.turmas));
  });

  it('o registro recusa todo primeiro segmento das páginas do shell', () => {
    const foraDoRegistro = Object.values(modulos.get('shell').RotaShell)
      .map(primeiroSegmento)
      .filter((segmento) => !PREFIXOS_DO_SHELL.includes(segmento));
    assert.deepEqual(foraDoRegistro, []);
  });
});
