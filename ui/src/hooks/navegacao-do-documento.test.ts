import { documentoJaNavegou } from './navegacao-do-documento';

/**
 * The first page keeps focus at the document start; any later page focuses its h1 (decision 0188). The shell's router
 * moves between its own pages and into the first remote area with a plain pushState, before single-spa (and its
 * history patch, which dispatches a popstate) has loaded (decision 0853): that move must count as a navigation too.
 */
describe('navegação do documento', () => {
  it('a primeira página ainda não é uma navegação', () => {
    expect(documentoJaNavegou()).toBe(false);
  });

  it('um replaceState (redirecionamento) não conta como navegação', () => {
    window.history.replaceState(null, '', '/redirecionada');
    expect(documentoJaNavegou()).toBe(false);
  });

  it('um salto dentro da página (só o fragmento muda, como o link "Ir para o conteúdo" antes da hidratação) não conta', () => {
    // What the browser does for an in-page link: the URL's fragment changes, then a popstate. The page is the one the
    // replaceState above left (/redirecionada): a redirect's address is the one a later jump is compared with.
    window.location.hash = '#conteudo';
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(documentoJaNavegou()).toBe(false);
    // And back to the same page without the fragment.
    window.location.hash = '';
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(documentoJaNavegou()).toBe(false);
  });

  it('um pushState sem o patch do single-spa já conta como navegação', () => {
    window.history.pushState(null, '', '/outra-pagina');
    expect(documentoJaNavegou()).toBe(true);
  });
});
