import { RotaDoPrimeiroEmprego } from '@portal/contracts/rotas';

/**
 * The first URL segments this remote owns: its build declares them to the registry (portal-remoto.json, copied into
 * its line of remotes.json by `pnpm deploy:remote`), and its route table and links use the same list. Adding a
 * segment here and deploying this remote is all it takes; the shell is not rebuilt. The build reads this file with
 * the one module it imports (tooling/webpack/declaracao-do-portal.cjs).
 */
export const PREFIXOS = ['meuprimeiroemprego', 'meu-primeiro-emprego'] as const;

/** A parameter: a value in a link, or ':name' in the route table. */
type Id = number | string;

/**
 * Every path of this remote, defined once (decision 0920): its route table, links and redirects use these. Those the
 * rest of the portal opens come from contracts (`RotaDoPrimeiroEmprego`, part of `Rota`; decision 0921).
 */
export const RotaPrimeiroEmprego = {
  cursos: RotaDoPrimeiroEmprego.cursosMeuPrimeiroEmprego,
  detalhes: RotaDoPrimeiroEmprego.detalhesMeuPrimeiroEmprego,
  inscricaoEdit: '/meuprimeiroemprego/inscricao/edit',
  inscricaoConfirmacao: '/meuprimeiroemprego/inscricao/confirmacao',
  questionario: '/meuprimeiroemprego/questionario',
  matriculaForm: (idTurma: Id) => `/meuprimeiroemprego/matricula/form/${idTurma}`,
  matriculaConfirmacao: '/meuprimeiroemprego/matricula/confirmacao',
  /** The receipt of one confirmed matrícula. */
  comprovanteMatricula: (idInscricao: Id) =>
    `/meuprimeiroemprego/matricula/confirmacao?idInscricao=${idInscricao}`,
  faq: '/meuprimeiroemprego/faq',
  meuPrimeiroEmprego: RotaDoPrimeiroEmprego.meuPrimeiroEmprego,
} as const;

/**
 * Public pages prerendered at each deploy with that deploy's catalogue (scripts/prerender.tsx, docs/decisions/0830):
 * their content does not depend on the visitor. The prefix alone (`/meuprimeiroemprego`) is sent by the portal's
 * server to the catalogue (decision 0840).
 */
export const PRE_RENDERIZADAS = [
  RotaPrimeiroEmprego.cursos,
  RotaPrimeiroEmprego.faq,
  RotaPrimeiroEmprego.meuPrimeiroEmprego,
] as const;
