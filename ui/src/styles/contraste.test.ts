import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads the custom properties of one selector block of tokens.css. */
function tokens(seletor: string): Record<string, string> {
  const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
  const bloco = new RegExp(`${seletor.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries([...bloco.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]));
}

function luminancia(hex: string): number {
  const canais = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = canais.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contraste(a: string, b: string): number {
  const [claro, escuro] = [luminancia(a), luminancia(b)].sort((x, y) => y - x) as [number, number];
  return (claro + 0.05) / (escuro + 0.05);
}

const PARES_DE_TEXTO: [string, string][] = [
  ['cor-texto', 'cor-fundo'],
  ['cor-texto', 'cor-superficie'],
  ['cor-texto-suave', 'cor-fundo'],
  ['cor-texto-suave', 'cor-superficie'],
  ['cor-link', 'cor-fundo'],
  ['cor-link', 'cor-superficie'],
  ['cor-link', 'cor-info-fundo'],
  ['cor-texto-sobre-primaria', 'cor-primaria'],
  ['cor-texto-sobre-primaria', 'cor-primaria-escura'],
  ['cor-info-texto', 'cor-info-fundo'],
  ['cor-sucesso-texto', 'cor-sucesso-fundo'],
  ['cor-aviso-texto', 'cor-aviso-fundo'],
  ['cor-erro-texto', 'cor-erro-fundo'],
  ['cor-erro-texto', 'cor-fundo'],
  ['cor-govbr-texto', 'cor-govbr-fundo'],
  ['cor-govbr-destaque', 'cor-govbr-fundo'],
];

/** Every background the focus ring can sit on or next to: the page, the header and sidebar, panels and toasts. */
const FUNDOS_DO_FOCO = [
  'cor-fundo',
  'cor-superficie',
  'cor-info-fundo',
  'cor-sucesso-fundo',
  'cor-aviso-fundo',
  'cor-erro-fundo',
];

describe.each([
  ['claro', ':root'],
  ['escuro', 'body.dark'],
  ['alto contraste', 'body.alto-contraste'],
])('tema %s', (_nome, seletor) => {
  const claro = tokens(':root');
  const cores = { ...claro, ...tokens(seletor) };

  it.each(PARES_DE_TEXTO)('%s sobre %s tem contraste de texto ≥ 4.5:1', (texto, fundo) => {
    expect(contraste(cores[texto]!, cores[fundo]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(FUNDOS_DO_FOCO)('o anel de foco tem ≥ 3:1 contra %s (componente não textual, 1.4.11)', (fundo) => {
    expect(contraste(cores['cor-foco']!, cores[fundo]!)).toBeGreaterThanOrEqual(3);
  });
});

it('o botão de perigo tem texto branco legível', () => {
  expect(contraste('#ffffff', '#b21e06')).toBeGreaterThanOrEqual(4.5);
});
