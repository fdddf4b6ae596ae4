import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { formatarTabela, medirScript, somarRota } from './js-medicao.js';

describe('medição de JavaScript da primeira carga', () => {
  it('mede o corpo bruto e o tamanho com gzip', () => {
    const corpo = Buffer.from('console.log("portal");'.repeat(200));
    const medida = medirScript('/main.js', corpo);
    assert.equal(medida.bytes, corpo.length);
    assert.ok(medida.gzip < medida.bytes / 10, 'texto repetido comprime muito');
    assert.equal(medida.gzip, gzipSync(corpo, { level: 9 }).length);
    assert.equal(gunzipSync(gzipSync(corpo)).length, corpo.length);
  });

  it('soma os scripts de uma rota contando cada URL uma vez', () => {
    const a = { url: '/a.js', bytes: 100, gzip: 40 };
    const b = { url: '/b.js', bytes: 50, gzip: 30 };
    assert.deepEqual(somarRota('/home', [a, b, a]), {
      rota: '/home',
      arquivos: 2,
      bytes: 150,
      gzip: 70,
      scripts: [a, b],
    });
  });

  it('monta uma tabela alinhada em KiB', () => {
    const tabela = formatarTabela([somarRota('/home', [{ url: '/a.js', bytes: 2048, gzip: 1024 }])]);
    assert.deepEqual(tabela.split('\n'), [
      'rota   arquivos JS  JS bruto  JS gzip',
      '-----  -----------  --------  -------',
      '/home            1   2.0 KiB  1.0 KiB',
    ]);
  });
});
