/** The command-line flags shared by bench:api and bench:perfil (`--nome=valor`). */
const argumento = (nome: string, padrao: string) =>
  process.argv.find((a) => a.startsWith(`--${nome}=`))?.slice(nome.length + 3) ?? padrao;

export const SEGREDO_DO_BENCH = 'segredo-do-benchmark-com-mais-de-32-caracteres';

export function argumentosDaApi(portaPadrao: number) {
  const porta = Number(argumento('porta', String(portaPadrao)));
  return {
    urlAdmin: argumento('database-url', 'postgres://postgres@127.0.0.1:5432/postgres'),
    clientes: Number(argumento('clientes', '50')),
    requisicoes: Number(argumento('requisicoes', '3000')),
    segundos: Number(argumento('segundos', '5')),
    porta,
    base: `http://127.0.0.1:${porta}`,
    /** Another checkout's api/ folder (e.g. main's), to measure before and after in the same hour. */
    raizDaApi: argumento('raiz-da-api', ''),
  };
}
