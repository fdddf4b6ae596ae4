/**
 * mfe-gestao's page that another app opens: the administration page of mfe-usuario links to it. A module of its own,
 * outside `Rota` and `./rotas`: `Rota`'s values travel in every citizen page's first load, and a module's used exports
 * go wherever the module goes. Here only the chunk that imports this module carries a path of the staff area
 * (decision 1560; `tooling/webpack/caminhos-publicados.test.mjs` checks it against its owner).
 */
export const RotaDaGestao = {
  turmas: '/gestao',
} as const;
