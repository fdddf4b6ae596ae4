/**
 * The first URL segments this remote owns: its build declares them to the registry (portal-remoto.json, copied into
 * its line of remotes.json by `pnpm deploy:remote`), and its route table and links use the same list. Adding a
 * segment here and deploying this remote is all it takes; the shell is not rebuilt. No imports: the build reads this
 * file on its own (tooling/webpack/declaracao-do-portal.cjs).
 */
export const PREFIXOS = ['usuario'] as const;
