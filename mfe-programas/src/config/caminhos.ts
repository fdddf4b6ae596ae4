import { RotaDosProgramas } from '@portal/contracts/rotas';

/**
 * The first URL segments this remote owns: its build declares them to the registry (portal-remoto.json, copied into
 * its line of remotes.json by `pnpm deploy:remote`), and its route table and links use the same list. Adding a
 * segment here and deploying this remote is all it takes; the shell is not rebuilt. The build reads this file with
 * the one module it imports (tooling/webpack/declaracao-do-portal.cjs).
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

/** A parameter: a value in a link, or ':name' in the route table. */
type Id = number | string;

/**
 * Every path of this remote, defined once (decision 0920): its route table, links, redirects and page contents use
 * these. Those the
 * rest of the portal opens come from contracts (`RotaDosProgramas`, part of `Rota`; decision 0921).
 */
export const RotaProgramas = {
  cursosNovoEmprego: RotaDosProgramas.cursosNovoEmprego,
  detalhesNovoEmprego: (idCurso: Id) => `/novoemprego/details/${idCurso}`,
  cursosQualificaSP: RotaDosProgramas.cursosQualificaSP,
  detalhesQualificaSP: (idCurso: Id) => `/qualificaSP/details/${idCurso}`,
  cursosEmpreendaSP: RotaDosProgramas.cursosEmpreendaSP,
  detalhesEmpreendaSP: (idCurso: Id) => `/EmpreendaSP/details/${idCurso}`,
  cursosEmpreendaJovem: RotaDosProgramas.cursosEmpreendaJovem,
  detalhesEmpreendaJovem: (idCurso: Id) => `/EmpreendaJovem/details/${idCurso}`,
  cursosVirtuais: RotaDosProgramas.cursosVirtuais,
  arco: (idArco: Id, urlSlug: string) => `/arcos/${idArco}/${urlSlug}`,
  curso: (idCurso: Id, urlSlug: string) => `/cursos/${idCurso}/${urlSlug}`,
  trilhasSpTech: RotaDosProgramas.trilhasSpTech,
  trilhaSpTech: (idTrilha: Id, urlSlug: string) => `/trilhas-sp-tech/${idTrilha}/${urlSlug}`,
  trilha: (idTrilha: Id, urlSlug: string) => `/trilhas/${idTrilha}/${urlSlug}`,
  faq: RotaDosProgramas.faq,
  faqNovoEmprego: '/faq-novo-emprego',
  faqEmpreenda: '/faq-empreenda',
  faqEmpreendaJovem: '/faq-empreenda-jovem',
  faqForm: RotaDosProgramas.faqForm,
  // Information pages, each with its content in src/features/paginas/content.
  ondeEstudar: RotaDosProgramas.ondeEstudar,
  online: '/online',
  /** The list of programmes (spec §2 calls it index). */
  programas: '/index',
  edit: '/edit',
  sobre: '/sobre',
  unidadesMoveis: '/sobre/unidades-moveis',
  sistemaPrisional: '/sobre/cursos-sistema-prisional',
  bolsaAuxilio: '/bolsa-auxilio',
  htmlWebDeveloper: '/html-web-developer',
  netFundamentals: '/net-fundamentals',
  javaDeveloper: '/java-developer',
  javascriptGameDeveloper: '/javascript-game-developer',
  /** The presentation page of an SP Tech learning path, by name (desenvolvimento-web, …). */
  apresentacaoTrilhaSpTech: (urlSlugTrilha: string) => `/trilhas-sp-tech/${urlSlugTrilha}`,
} as const;

/**
 * Public pages prerendered at each deploy with that deploy's catalogue (scripts/prerender.tsx, docs/decisions/0830):
 * their content does not depend on the visitor. The portal's server stitches them into the shell's layout.
 */
export const PRE_RENDERIZADAS = [
  RotaProgramas.cursosQualificaSP,
  RotaProgramas.cursosNovoEmprego,
  RotaProgramas.cursosEmpreendaSP,
  RotaProgramas.cursosEmpreendaJovem,
] as const;
