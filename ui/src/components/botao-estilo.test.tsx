import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { Botao } from './botao';

/**
 * jsdom computes no :hover, so these read the rules of the stylesheet the portal loads (portal.css and its imports)
 * and ask which ones a button matches: a :hover rule applies to a hovered button exactly when its selector, without
 * :hover, matches the button.
 */
const PASTA_ESTILOS = join(__dirname, '..', 'styles');

function carregarFolhaDoPortal(): CSSStyleRule[] {
  const portal = readFileSync(join(PASTA_ESTILOS, 'portal.css'), 'utf8');
  const arquivos = [...portal.matchAll(/@import '\.\/([\w-]+\.css)';/g)].map((m) => m[1]!);
  expect(arquivos).toContain('forms.css');
  const regras: CSSStyleRule[] = [];
  const coletar = (lista: CSSRuleList) => {
    for (const regra of Array.from(lista)) {
      if (regra instanceof CSSStyleRule) regras.push(regra);
      else if ('cssRules' in regra) coletar((regra as CSSGroupingRule).cssRules);
    }
  };
  for (const arquivo of arquivos) {
    const estilo = document.createElement('style');
    estilo.textContent = readFileSync(join(PASTA_ESTILOS, arquivo), 'utf8');
    document.head.append(estilo);
    coletar((estilo.sheet as CSSStyleSheet).cssRules);
    estilo.remove();
  }
  return regras;
}

/** The selectors of a list, split at its top-level commas only (not those inside :not(a, b) or :where(a, b)). */
function seletores(lista: string): string[] {
  const partes: string[] = [];
  let profundidade = 0;
  let atual = '';
  for (const c of lista) {
    if (c === '(') profundidade++;
    if (c === ')') profundidade--;
    if (c === ',' && profundidade === 0) {
      partes.push(atual.trim());
      atual = '';
    } else atual += c;
  }
  return [...partes, atual.trim()];
}

const REGRAS = carregarFolhaDoPortal();

/** The :hover selectors that would change `botao` when hovered ("a, a:hover" gives both states the same look). */
function hoverQueMuda(botao: Element): string[] {
  return REGRAS.flatMap((regra) => {
    const lista = seletores(regra.selectorText);
    return lista.filter((seletor) => {
      if (!seletor.includes(':hover')) return false;
      const emRepouso = seletor.replaceAll(':hover', '');
      return !lista.includes(emRepouso) && botao.matches(emRepouso);
    });
  });
}

/** The cursors that the rules matching `botao` set (jsdom's cascade ignores specificity: only presence is read). */
function cursores(botao: Element): string[] {
  return REGRAS.filter(
    (regra) => regra.style.cursor && seletores(regra.selectorText).some((s) => botao.matches(s)),
  ).map((regra) => regra.style.cursor);
}

const VARIANTES = [
  ['primário', {}],
  ['secundário', { variante: 'secundario' }],
  ['de perigo', { variante: 'perigo' }],
  ['gov.br', { className: 'botao-govbr' }],
] as const;

// A busy Botao stays enabled (aria-disabled, so it keeps the focus), and it darkened on hover as if a click would do
// something: busy, it must look busy under the pointer too.
describe.each(VARIANTES)('o botão %s', (_nome, props) => {
  // The control: the rules are read and matched, so an empty list below means something.
  it('ativo tem regras de :hover, e o cursor de botão disponível', () => {
    render(<Botao {...props}>Enviar</Botao>);
    const botao = screen.getByRole('button', { name: 'Enviar' });
    expect(hoverQueMuda(botao)).not.toEqual([]);
    expect(cursores(botao)).not.toContain('not-allowed');
  });

  it('ocupado não muda ao passar o ponteiro, e o cursor diz que não está disponível', () => {
    render(
      <Botao {...props} ocupado>
        Enviar
      </Botao>,
    );
    const botao = screen.getByRole('button', { name: 'Enviar' });
    expect(hoverQueMuda(botao)).toEqual([]);
    expect(cursores(botao)).toContain('not-allowed');
  });

  it('desabilitado também não muda ao passar o ponteiro', () => {
    render(
      <Botao {...props} disabled>
        Enviar
      </Botao>,
    );
    expect(hoverQueMuda(screen.getByRole('button', { name: 'Enviar' }))).toEqual([]);
  });
});
