/**
 * The first URL segments this remote owns: its build declares them to the registry (portal-remoto.json, copied into
 * its line of remotes.json by `pnpm deploy:remote`), and its route table and links use the same list. Adding a
 * segment here and deploying this remote is all it takes; the shell is not rebuilt. No imports: the build reads this
 * file on its own (tooling/webpack/declaracao-do-portal.cjs).
 */
export const PREFIXOS = [
  'qualificaSP',
  'EmpreendaSP',
  'EmpreendaJovem',
  'novoemprego',
  'arcos',
  'cursos',
  'trilhas-sp-tech',
  'trilhas',
  'onde-estudar',
  'online',
  'index',
  'edit',
  'sobre',
  'virtual',
  'faq',
  'faq-novo-emprego',
  'faq-empreenda',
  'faq-empreenda-jovem',
  'faq-form',
  'bolsa-auxilio',
  'html-web-developer',
  'net-fundamentals',
  'java-developer',
  'javascript-game-developer',
] as const;

/**
 * Public pages prerendered at each deploy with that deploy's catalogue (scripts/prerender.tsx, docs/decisions/0830):
 * their content does not depend on the visitor. The portal's server stitches them into the shell's layout.
 */
export const PRE_RENDERIZADAS = [
  '/qualificaSP/cursos',
  '/novoemprego/cursos',
  '/EmpreendaSP/cursos',
  '/EmpreendaJovem/cursos',
] as const;
