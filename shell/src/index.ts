// Async boundary: the shared singletons (React, router, shared-auth) are negotiated before any app code runs.
// The chunk is named so the byte budget (bench/orcamento-js.json) can find the shell's boot path.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
