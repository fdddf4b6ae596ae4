/**
 * Written by the service worker into the `<head>` of a page it answered from the device before the network (decision
 * 0406): the shell then confirms the page's composition against `remotes.json` before hydrating it. A module apart
 * from the service worker's messages: the shell's boot reads this mark, and whatever module it imports is in the first
 * load with every name any chunk uses from it.
 */
export const META_DA_PAGINA_DO_APARELHO = 'portal-pagina-do-aparelho';

export const paginaAntesDaRede = () =>
  document.querySelector(`meta[name="${META_DA_PAGINA_DO_APARELHO}"]`) !== null;
