/**
 * The build and the deploy refuse exactly what the portal cannot read at run time (decisions 1530 and 1560): the same
 * samples through this tool's rules and through the reader of contracts (run with tsx, as the portal's own code).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRequire } from 'node:module';
import { lerDeclaracoesDaLinha } from '../../contracts/src/acesso-no-registro.ts';

const require = createRequire(import.meta.url);
const { motivosDaDeclaracao } = require('./declaracao-de-acesso.cjs');

const EQUIPE = { papeis: ['Administrador', 'Executora'] };
const PREFIXOS = ['gestao', 'ajuda', 'conta'];
const AMOSTRAS = [
  {},
  { acesso: { gestao: EQUIPE, ajuda: 'publico', conta: 'login' } },
  { acesso: { gestao: EQUIPE }, menu: { gestao: 'Área de operações' } },
  { acesso: {}, menu: {} },
  { acesso: { outro: 'login' } },
  { acesso: { gestao: 'secreto' } },
  { acesso: { gestao: { papeis: [] } } },
  { acesso: { gestao: { papeis: [1] } } },
  { acesso: { gestao: { papeis: [''] } } },
  { acesso: ['login'] },
  { acesso: 'login' },
  { acesso: null },
  { menu: { gestao: 'Área' } },
  { acesso: { gestao: EQUIPE }, menu: { gestao: '' } },
  { acesso: { gestao: EQUIPE }, menu: { gestao: 3 } },
  { acesso: { gestao: EQUIPE }, menu: { outro: 'Outro' } },
  { acesso: { gestao: EQUIPE, ajuda: 'publico' }, menu: { ajuda: 'Ajuda' } },
  { acesso: { gestao: EQUIPE, conta: 'login' }, menu: { conta: 'Conta' } },
  { acesso: { gestao: EQUIPE }, menu: ['Área'] },
  { acesso: { gestao: 'secreto' }, menu: { gestao: 'Área' } },
];

describe('motivosDaDeclaracao concorda com o leitor do portal', () => {
  for (const amostra of AMOSTRAS) {
    it(JSON.stringify(amostra), () => {
      const linha = { manifest: '/m.json', version: 'v1', prefixes: PREFIXOS, ...amostra };
      const motivos = motivosDaDeclaracao(linha);
      assert.equal(motivos.length === 0, lerDeclaracoesDaLinha(linha) !== null, motivos.join(' '));
    });
  }

  it('as amostras cobrem os dois lados', () => {
    const aceitas = AMOSTRAS.filter((a) => motivosDaDeclaracao({ prefixes: PREFIXOS, ...a }).length === 0);
    assert.equal(aceitas.length, 4);
  });
});
