import { CodigoErroCep, viaCepRespostaSchema, type ViaCepResposta } from '@portal/contracts';
import { env } from '../../../config/env';
import { normalizarCep } from '../validacao-cep';

/** An address as the postal service knows it, in the portal's field names. */
export interface EnderecoEncontrado {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  municipio: string;
  uf: string;
}

export type ResultadoCep<T> = { ok: true; valor: T } | { ok: false; codigo: CodigoErroCep };

const falha = <T>(codigo: CodigoErroCep): ResultadoCep<T> => ({ ok: false, codigo });

/** A reply without `cep` means not found (spec §5); ViaCEP says so with {"erro": "true"}. */
function paraEndereco(resposta: ViaCepResposta): EnderecoEncontrado | null {
  if (!resposta.cep) return null;
  return {
    cep: normalizarCep(resposta.cep),
    logradouro: resposta.logradouro ?? '',
    complemento: resposta.complemento ?? '',
    bairro: resposta.bairro ?? '',
    municipio: resposta.localidade ?? '',
    uf: resposta.uf ?? '',
  };
}

/**
 * The postal service is another origin and needs no credentials, so it is called with plain fetch rather than
 * the portal's http client (which would attach the Bearer token). Network failures and 5xx mean the service is down.
 */
async function obterJson(caminho: string): Promise<ResultadoCep<unknown>> {
  let resposta: Response;
  try {
    resposta = await fetch(`${env.cepBaseUrl}${caminho}`, {
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return falha(CodigoErroCep.ERRO_SERVIDOR);
  }
  if (resposta.status === 400) return falha(CodigoErroCep.CEP_INVALIDO);
  if (!resposta.ok) return falha(CodigoErroCep.ERRO_SERVIDOR);
  try {
    return { ok: true, valor: await resposta.json() };
  } catch {
    return falha(CodigoErroCep.ERRO_SERVIDOR);
  }
}

export async function buscarPorCep(cep: string): Promise<ResultadoCep<EnderecoEncontrado>> {
  const resultado = await obterJson(`/ws/${encodeURIComponent(normalizarCep(cep))}/json/`);
  if (!resultado.ok) return resultado;
  const resposta = viaCepRespostaSchema.safeParse(resultado.valor);
  const endereco = resposta.success ? paraEndereco(resposta.data) : null;
  return endereco ? { ok: true, valor: endereco } : falha(CodigoErroCep.CEP_NAO_ENCONTRADO);
}

export async function buscarPorLogradouro(
  uf: string,
  municipio: string,
  logradouro: string,
): Promise<ResultadoCep<EnderecoEncontrado[]>> {
  const partes = [uf.trim().toUpperCase(), municipio.trim(), logradouro.trim()].map(encodeURIComponent);
  const resultado = await obterJson(`/ws/${partes.join('/')}/json/`);
  if (!resultado.ok) return resultado;
  const lista = viaCepRespostaSchema.array().safeParse(resultado.valor);
  const enderecos = lista.success ? lista.data.map(paraEndereco).filter((e) => e !== null) : [];
  return enderecos.length > 0 ? { ok: true, valor: enderecos } : falha(CodigoErroCep.CEP_NAO_ENCONTRADO);
}
