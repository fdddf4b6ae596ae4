/**
 * The registration sequence's checks read the three records with the forms' zod schemas (registros-api). Only the
 * registration steps need them, so they load with the first step's guard, in a chunk of their own, and not with the
 * rest of this remote (the payments page, the questionnaires): zod stays off those pages' first load (decision 0841).
 */
export const estadoDoCadastro = () =>
  import(/* webpackChunkName: "estado-do-cadastro" */ './estado-do-cadastro');
