import { ID_CONTEUDO, ID_NAVEGACAO } from './components/barra-lateral';

/** eMAG's standard shortcuts (Alt+1 … Alt+4) and where each one leads. */
export const ID_RODAPE = 'rodape';
export const SELETOR_BUSCA = 'main input[type="search"], main [role="search"] input';

export type Atalho = 1 | 2 | 3 | 4;

export const ATALHOS: readonly { tecla: Atalho; rotulo: string; alvo: string }[] = [
  { tecla: 1, rotulo: 'Ir para o conteúdo', alvo: ID_CONTEUDO },
  { tecla: 2, rotulo: 'Ir para o menu', alvo: ID_NAVEGACAO },
  { tecla: 3, rotulo: 'Ir para a busca', alvo: 'busca' },
  { tecla: 4, rotulo: 'Ir para o rodapé', alvo: ID_RODAPE },
];

/** Focuses an element that is not a control by itself (main, footer) without adding it to the Tab order. */
function focar(elemento: HTMLElement | null): boolean {
  if (!elemento) return false;
  if (!elemento.matches('a[href], button, input, select, textarea') && !elemento.hasAttribute('tabindex')) {
    elemento.tabIndex = -1;
  }
  elemento.focus();
  elemento.scrollIntoView?.({ block: 'start' });
  return true;
}

/** Alt+2: the first link of the navigation; on a small screen the menu is opened first (`abrirMenu`). */
function irParaMenu(abrirMenu: () => void): boolean {
  const nav = document.getElementById(ID_NAVEGACAO);
  if (!nav) return false;
  const primeiroLink = () => nav.querySelector<HTMLElement>('a[href]');
  if (nav.offsetParent !== null || nav.getClientRects().length > 0) return focar(primeiroLink());
  abrirMenu();
  window.requestAnimationFrame(() => focar(primeiroLink()));
  return true;
}

export function irPara(tecla: Atalho, abrirMenu: () => void): boolean {
  if (tecla === 2) return irParaMenu(abrirMenu);
  if (tecla === 3) return focar(document.querySelector<HTMLElement>(SELETOR_BUSCA));
  return focar(document.getElementById(tecla === 1 ? ID_CONTEUDO : ID_RODAPE));
}

/** Alt+digit (no Ctrl, Meta or Shift), by physical key, so it works with any keyboard layout. */
export function atalhoDoEvento(evento: KeyboardEvent): Atalho | null {
  if (!evento.altKey || evento.ctrlKey || evento.metaKey || evento.shiftKey) return null;
  const numero = /^(?:Digit|Numpad)([1-4])$/.exec(evento.code)?.[1] ?? /^[1-4]$/.exec(evento.key)?.[0];
  return numero ? (Number(numero) as Atalho) : null;
}
