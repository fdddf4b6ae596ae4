/**
 * `@portal/ui/sem-conexao` (decision 0411): a signed-in citizen's own data kept on the device and shown, dated, without
 * a connection. A sub-path, not the shared singleton (like decision 0931's): only the pages that use it carry its
 * bytes; what it uses of `@portal/ui` (useCarga, Painel, ehSemConexao) is the singleton's.
 */
export { useCargaNoAparelho, AvisoSemConexao, type CargaNoAparelho } from './use-carga-no-aparelho';
export { textoSemConexao } from './texto-sem-conexao';
