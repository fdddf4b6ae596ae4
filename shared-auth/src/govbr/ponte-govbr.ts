/**
 * The shell owns oidc-client-ts; remotes start a gov.br sign-in or sign-out through this bridge,
 * so no remote bundles its own OpenID client.
 */
type Entrada = (returnUrl: string) => Promise<void>;
type Saida = () => Promise<void>;

let entrada: Entrada | null = null;
let saida: Saida | null = null;

export function registrarEntradaGovBr(fn: Entrada): () => void {
  entrada = fn;
  return () => {
    if (entrada === fn) entrada = null;
  };
}

export function registrarSaidaGovBr(fn: Saida): () => void {
  saida = fn;
  return () => {
    if (saida === fn) saida = null;
  };
}

export function entrarComGovBr(returnUrl: string): Promise<void> {
  if (!entrada)
    return Promise.reject(
      new Error('Entrada gov.br indisponível: o shell não registrou registrarEntradaGovBr.'),
    );
  return entrada(returnUrl);
}

export function sairDoGovBr(): Promise<void> {
  if (!saida)
    return Promise.reject(new Error('Saída gov.br indisponível: o shell não registrou registrarSaidaGovBr.'));
  return saida();
}
