type Caminho = string | ((...parametros: never[]) => string);
type Caminhos = Readonly<Record<string, unknown>>;

/** A path as a list of segments, without its query: a function stands for its pattern (':p' for each parameter). */
function segmentos(caminho: Caminho, parametro: string): string[] {
  const texto =
    typeof caminho === 'string'
      ? caminho
      : (caminho as (...p: string[]) => string)(...Array<string>(caminho.length).fill(parametro));
  return (texto.split(/[?#]/)[0] ?? '').split('/').slice(1);
}

const ehCaminho = (valor: unknown): valor is Caminho =>
  (typeof valor === 'string' && valor.startsWith('/')) || typeof valor === 'function';

function casa(padrao: string[], url: string[]): boolean {
  return (
    padrao.length === url.length && padrao.every((parte, i) => parte.startsWith(':') || parte === url[i])
  );
}

/**
 * The entries of `publicados` (contracts' `Rota`) under one of `prefixos` that none of `proprios` (an app's
 * `config/caminhos.ts`) serves: what the rest of the portal links to and this app would answer with "not found".
 */
export function caminhosPublicadosSemRota(
  publicados: Caminhos,
  prefixos: readonly string[],
  proprios: Caminhos,
): string[] {
  const padroes = Object.values(proprios)
    .filter(ehCaminho)
    .map((caminho) => segmentos(caminho, ':p'));
  return Object.entries(publicados)
    .filter((entrada): entrada is [string, Caminho] => ehCaminho(entrada[1]))
    .filter(([, caminho]) => prefixos.includes(segmentos(caminho, '1')[0] ?? ''))
    .filter(([, caminho]) => !padroes.some((padrao) => casa(padrao, segmentos(caminho, '1'))))
    .map(([nome]) => nome);
}
