import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  detalharMarcas,
  formasNoCodigo,
  marcasDaArea,
  marcasNosArquivos,
} from './orcamento-js-area-restrita.js';
import { KIB, formatarResultados, verificarRota, type ArquivoDaRota } from './orcamento-js.js';

const DECLARACAO = { prefixes: ['gestao'], menu: { gestao: 'Área de operações' } };
const home = { rota: '/home', orcamentoKiB: 100, metaKiB: 80 };

describe('nenhuma marca da área da equipe na primeira carga de um cidadão (decisão 1560)', () => {
  it('um rótulo como o minificador pode escrevê-lo: como é, \\u ou \\x', () => {
    assert.deepEqual(formasNoCodigo('Área de operações'), [
      'Área de operações',
      '\\u00c1rea de opera\\u00e7\\u00f5es',
      '\\xc1rea de opera\\xe7\\xf5es',
    ]);
    assert.deepEqual(formasNoCodigo('Painel'), ['Painel']);
  });

  it('as marcas: cada prefixo como caminho e como texto, cada rótulo do menu e as marcas listadas', () => {
    const marcas = marcasDaArea(DECLARACAO, ['"Executora"']);
    for (const marca of ['/gestao', '"gestao"', 'Área de operações', '"Executora"'])
      assert.ok(marcas.includes(marca), marca);
    assert.deepEqual(marcasDaArea({ prefixes: ['x'] }, []), ['/x', '"x"']);
  });

  it('acha cada marca em cada arquivo, e a rota falha mesmo dentro do orçamento', () => {
    const TEXTOS: Record<string, string> = {
      'bootstrap.js': 'const i=[{rotulo:"\\xc1rea de opera\\xe7\\xf5es",caminho:"/gestao"}];',
      'react.js': 'function r(){}',
      'sugestao.js': 'const sugestao="Sugestão";',
    };
    const arquivos: ArquivoDaRota[] = Object.keys(TEXTOS).map((arquivo) => ({
      app: 'shell',
      arquivo,
      motivo: 'bootstrap',
    }));
    const achadas = marcasNosArquivos(arquivos, (a) => TEXTOS[a.arquivo]!, marcasDaArea(DECLARACAO, []));
    assert.deepEqual(achadas, [
      'shell/bootstrap.js: /gestao',
      'shell/bootstrap.js: \\xc1rea de opera\\xe7\\xf5es',
    ]);

    const resultado = verificarRota(home, arquivos, () => KIB, achadas);
    assert.equal(resultado.passou, false);
    assert.match(formatarResultados([resultado]), /✖ área da equipe/);
    assert.match(detalharMarcas('/home', achadas), /^✖ \/home: .*\n {4}shell\/bootstrap\.js: \/gestao/);
    assert.equal(verificarRota(home, arquivos, () => KIB, []).passou, true);
  });
});
