/**
 * Draws public/favicon-32.png, the 32 px raster of public/favicon.svg (same shapes, 4×4 supersampling), with
 * Node alone: no image library for one tiny file. Run `node scripts/gerar-favicon-png.mjs` after changing the
 * icon; favicon.test.ts checks that the committed PNG is what this script draws.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const LADO = 32;
const AZUL = [0x0b, 0x3d, 0x91];
const BRANCO = [0xff, 0xff, 0xff];
const TRACO = 3.5 / 2;

function noQuadradoArredondado(x, y, raio = 6) {
  const cx = Math.min(Math.max(x, raio), LADO - raio);
  const cy = Math.min(Math.max(y, raio), LADO - raio);
  return (x - cx) ** 2 + (y - cy) ** 2 <= raio ** 2;
}

function noAnel(x, y) {
  return Math.abs(Math.hypot(x - 15, y - 15) - 8) <= TRACO;
}

/** The tail of the Q: a round-capped segment from (19,19) to (25,25). */
function naCauda(x, y) {
  const t = Math.min(Math.max((x - 19 + (y - 19)) / 12, 0), 1);
  return Math.hypot(x - (19 + 6 * t), y - (19 + 6 * t)) <= TRACO;
}

/** RGBA of one pixel: the share of its 16 samples inside each shape. */
function pixel(px, py) {
  const soma = [0, 0, 0, 0];
  for (let i = 0; i < 16; i++) {
    const x = px + ((i % 4) + 0.5) / 4;
    const y = py + (Math.floor(i / 4) + 0.5) / 4;
    if (!noQuadradoArredondado(x, y)) continue;
    const cor = noAnel(x, y) || naCauda(x, y) ? BRANCO : AZUL;
    cor.forEach((canal, c) => (soma[c] += canal));
    soma[3] += 255;
  }
  const cobertos = soma[3] / 255;
  return cobertos === 0
    ? [0, 0, 0, 0]
    : [...soma.slice(0, 3).map((s) => Math.round(s / cobertos)), Math.round(soma[3] / 16)];
}

const TABELA_CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = TABELA_CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function bloco(tipo, dados) {
  const tamanho = Buffer.alloc(4);
  tamanho.writeUInt32BE(dados.length);
  const corpo = Buffer.concat([Buffer.from(tipo, 'ascii'), dados]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([tamanho, corpo, crc]);
}

/** The PNG bytes: 32×32, 8-bit RGBA, no filter. */
export function desenharFavicon() {
  const cabecalho = Buffer.alloc(13);
  cabecalho.writeUInt32BE(LADO, 0);
  cabecalho.writeUInt32BE(LADO, 4);
  cabecalho.set([8, 6, 0, 0, 0], 8);
  const linhas = [];
  for (let y = 0; y < LADO; y++) {
    linhas.push(0);
    for (let x = 0; x < LADO; x++) linhas.push(...pixel(x, y));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco('IHDR', cabecalho),
    bloco('IDAT', deflateSync(Buffer.from(linhas), { level: 9 })),
    bloco('IEND', Buffer.alloc(0)),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../public/favicon-32.png', import.meta.url), desenharFavicon());
}
