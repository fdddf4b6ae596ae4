// Async boundary: the shared singletons (React, router, shared-auth) are negotiated before any app code runs.
// Named: the portal's server preloads this chunk group's files (carga-inicial.json, written by webpack.config.cjs),
// and the byte budget (bench/orcamento-js.json) finds the shell's boot path by it.
// In a task of its own (decision 0856): evaluating the federation runtime and negotiating the singletons are each tens
// of milliseconds on a slow phone, and together they made the page's longest task.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
