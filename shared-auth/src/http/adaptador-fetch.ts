import { Cabecalhos } from './cabecalhos';
import { urlCompleta } from './endereco';
import { ErroHttp, type ConfiguracaoInterna, type RespostaHttp } from './tipos';

/** The body as JSON when it parses, else the text itself ('' for an empty body), as axios answered. */
function lerCorpo(texto: string): unknown {
  if (texto === '') return texto;
  try {
    return JSON.parse(texto);
  } catch {
    return texto;
  }
}

/** One AbortController for the caller's signal and the timeout; `motivo` tells them apart afterwards. */
function controleDe(config: ConfiguracaoInterna) {
  const controle = new AbortController();
  let motivo: 'tempo' | 'cancelado' | null = null;
  const cancelar = () => {
    motivo ??= 'cancelado';
    controle.abort();
  };
  if (config.signal?.aborted) cancelar();
  config.signal?.addEventListener('abort', cancelar);
  const relogio =
    config.timeout && config.timeout > 0
      ? setTimeout(() => {
          motivo ??= 'tempo';
          controle.abort();
        }, config.timeout)
      : undefined;
  const encerrar = () => {
    clearTimeout(relogio);
    config.signal?.removeEventListener('abort', cancelar);
  };
  return { sinal: controle.signal, motivo: () => motivo, encerrar };
}

function erroSemResposta(config: ConfiguracaoInterna, motivo: 'tempo' | 'cancelado' | null): ErroHttp {
  if (motivo === 'tempo')
    return new ErroHttp(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
  if (motivo === 'cancelado') return new ErroHttp('canceled', 'ERR_CANCELED', config);
  return new ErroHttp('Network Error', 'ERR_NETWORK', config);
}

/** The real network edge: `fetch`, failing on any status outside 2xx with the answer attached. */
export async function adaptadorFetch(config: ConfiguracaoInterna): Promise<RespostaHttp> {
  const controle = controleDe(config);
  try {
    let bruta: Response;
    let texto: string;
    try {
      bruta = await fetch(urlCompleta(config), {
        method: config.method.toUpperCase(),
        headers: config.headers.paraObjeto(),
        body: config.data as BodyInit | undefined,
        credentials: config.withCredentials ? 'include' : 'same-origin',
        signal: controle.sinal,
      });
      texto = await bruta.text();
    } catch {
      throw erroSemResposta(config, controle.motivo());
    }
    const resposta: RespostaHttp = {
      data: lerCorpo(texto),
      status: bruta.status,
      statusText: bruta.statusText,
      headers: Cabecalhos.de(bruta.headers),
      config,
    };
    if (bruta.status >= 200 && bruta.status < 300) return resposta;
    const codigo = bruta.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE';
    throw new ErroHttp(`Request failed with status code ${bruta.status}`, codigo, config, resposta);
  } finally {
    controle.encerrar();
  }
}
