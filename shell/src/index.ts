// Async boundary: the shared singletons (React, router, shared-auth) are negotiated before any app code runs.
// Named: the portal's server preloads this chunk group's files (carga-inicial.json, written by webpack.config.cjs),
// and the byte budget (bench/orcamento-js.json) finds the shell's boot path by it.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
