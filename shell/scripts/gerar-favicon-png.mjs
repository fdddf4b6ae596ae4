/**
 * Draws public/favicon-32.png, the 32 px raster of public/favicon.svg (same shapes, 4×4 supersampling), with
 * Node alone: no image library for one tiny file. Run `node scripts/gerar-favicon-png.mjs` after changing the
 * icon; favicon.test.ts checks that the committed PNG is what this script draws.
 * The installed portal's icons (192 and 512 px, and a maskable 512 px) are the same shapes at any side, drawn by
 * the shell's build (`desenharIcone`, decision 0400): only the 32 px favicon is a committed file.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

/** The shapes are written on favicon.svg's 32-unit grid. */
const LADO = 32;
const AZUL = [0x0b, 0x3d, 0x91];
const BRANCO = [0xff, 0xff, 0xff];
const TRACO = 3.5 / 2;

function noQuadradoArredondado(x, y, raio = 6) {
  if (raio === 0) return x >= 0 && x <= LADO && y >= 0 && y <= LADO;
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

/**
 * A maskable icon is cropped by the launcher to a circle or squircle of 80 % of its side: the background fills the
 * whole square and the Q shrinks into that safe zone (70 % around the centre).
 */
const ESCALA_MASCARAVEL = 0.7;

/** RGBA of one pixel of a `lado`-px icon: the share of its 16 samples inside each shape. */
function pixel(px, py, lado, mascaravel) {
  const unidade = lado / LADO;
  const soma = [0, 0, 0, 0];
  for (let i = 0; i < 16; i++) {
    const x = (px + ((i % 4) + 0.5) / 4) / unidade;
    const y = (py + (Math.floor(i / 4) + 0.5) / 4) / unidade;
    if (!noQuadradoArredondado(x, y, mascaravel ? 0 : 6)) continue;
    const [qx, qy] = mascaravel
      ? [LADO / 2 + (x - LADO / 2) / ESCALA_MASCARAVEL, LADO / 2 + (y - LADO / 2) / ESCALA_MASCARAVEL]
      : [x, y];
    const cor = noAnel(qx, qy) || naCauda(qx, qy) ? BRANCO : AZUL;
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

/** The PNG bytes of a `lado`×`lado` icon, 8-bit RGBA, no filter. */
export function desenharIcone(lado, { mascaravel = false } = {}) {
  const cabecalho = Buffer.alloc(13);
  cabecalho.writeUInt32BE(lado, 0);
  cabecalho.writeUInt32BE(lado, 4);
  cabecalho.set([8, 6, 0, 0, 0], 8);
  const linhas = [];
  for (let y = 0; y < lado; y++) {
    linhas.push(0);
    for (let x = 0; x < lado; x++) linhas.push(...pixel(x, y, lado, mascaravel));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco('IHDR', cabecalho),
    bloco('IDAT', deflateSync(Buffer.from(linhas), { level: 9 })),
    bloco('IEND', Buffer.alloc(0)),
  ]);
}

/** The 32 px favicon, committed in public/. */
export const desenharFavicon = () => desenharIcone(LADO);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../public/favicon-32.png', import.meta.url), desenharFavicon());
}
