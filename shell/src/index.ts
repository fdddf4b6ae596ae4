// Async boundary: the shared singletons (React, router, shared-auth) are negotiated before any app code runs.
// Named: the portal's server preloads this chunk group's files (carga-inicial.json, written by webpack.config.cjs),
// and the byte budget (bench/orcamento-js.json) finds the shell's boot path by it.
// Three tasks, not one (decision 0856): evaluating the federation runtime, evaluating react-dom, and evaluating the
// shell's own modules are each tens of milliseconds on a slow phone, and together they made the page's longest task.
// Every file is already preloaded, so waiting between them adds no round trip.
const umaTarefa = () => new Promise((resolve) => setTimeout(resolve, 0));
void umaTarefa()
  .then(() => import('react-dom/client'))
  .then(umaTarefa)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
