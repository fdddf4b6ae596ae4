/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';

const raiz = path.join(__dirname, '..');
const ler = (arquivo: string) => readFileSync(path.join(raiz, arquivo));

describe('o ícone do portal (favicon)', () => {
  // Chromium decodes the favicon on the page's main thread; an SVG one is a document of its own, a long task on a slow
  // phone just after the first paint (decision 0864). The pages name the PNG only.
  it.each(['src/index.html', 'public/offline.html'])('%s aponta só para o PNG de 32 px', (arquivo) => {
    const html = ler(arquivo).toString('utf8');
    expect(html).toContain('<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />');
    const icones = (html.match(/<link\b[^>]*>/g) ?? []).filter((link) => /\brel="[^"]*\bicon\b/.test(link));
    expect(icones.filter((link) => /svg/i.test(link))).toEqual([]);
  });

  it('o PNG é uma imagem PNG de 32 × 32', () => {
    const png = ler('public/favicon-32.png');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]);
  });

  it('o SVG é um SVG com título acessível', () => {
    const svg = ler('public/favicon.svg').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<title>Portal Qualifica</title>');
  });
});
