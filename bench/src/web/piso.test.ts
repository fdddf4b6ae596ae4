import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { servirPiso } from './piso.js';

describe('servirPiso', () => {
  it('serve em loopback uma página de uma frase, sem script, e nada mais', async () => {
    const piso = await servirPiso();
    try {
      assert.match(piso.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
      const pagina = await fetch(piso.url);
      assert.equal(pagina.status, 200);
      const html = await pagina.text();
      assert.match(html, /<h1>Portal Qualifica<\/h1>/);
      assert.doesNotMatch(html, /<script|<link|<style|<img/);
      assert.equal((await fetch(new URL('/favicon.ico', piso.url))).status, 404);
    } finally {
      await piso.parar();
    }
  });
});
