// The boot is a chunk group of its own, named: the portal's server preloads its files (carga-inicial.json, written by
// webpack.config.cjs), and the byte budget (bench/orcamento-js.json) finds the shell's boot path by it. main.js itself
// is webpack's runtime only: the federation runtime comes with the first remote area (decision 0860).
// Separate tasks (decision 0856): evaluating react-dom and evaluating the shell's own modules are each tens of
// milliseconds on a slow phone, and together they made the page's longest task. Every file is already preloaded, so
// waiting between them adds no round trip. react-dom's chunk is read with `react-dom`, and `react-dom/client`, most of
// it, runs a task later (decision 0863). Both imports name the chunk, or webpack would cut one more file out of it.
const umaTarefa = () => new Promise((resolve) => setTimeout(resolve, 0));
void umaTarefa()
  .then(() => import(/* webpackChunkName: "react-dom" */ 'react-dom'))
  .then(umaTarefa)
  .then(() => import(/* webpackChunkName: "react-dom" */ 'react-dom/client'))
  .then(umaTarefa)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
