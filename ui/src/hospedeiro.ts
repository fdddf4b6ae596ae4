/**
 * What the shell itself draws with @portal/ui on its boot path (decision 0853). The shell imports these from
 * `@portal/ui/hospedeiro`, a path that is not shared: they are bundled in its own boot chunk, while the whole
 * `@portal/ui` stays the shared singleton that remotes consume, provided by the same shell build (same modules, so one
 * instance of each). The shell's first render therefore does not load the whole kit (forms, selection modal) before
 * a remote asks for it. The remote runtime's pieces (decision 0219) are `@portal/remoto/hospedeiro`.
 */
export { Botao } from './components/botao';
export { Painel, Carregando } from './components/painel';
export { avisarDecisao } from './components/guarda/executar-decisao';
export { Notificacoes } from './components/notificacoes/notificacoes';
export { usePageTitle } from './hooks/use-page-title';
