import { http, sessionStore, type UsuarioLogado } from '@portal/shared-auth';

export interface RespostaFalsa {
  status?: number;
  data?: unknown;
}
export interface ChamadaFeita {
  metodo: string;
  url: string;
  corpo: unknown;
  params: unknown;
}
export type RotasFalsas = Record<string, RespostaFalsa | ((chamada: ChamadaFeita) => RespostaFalsa)>;

const adapterOriginal = http.defaults.adapter;

/**
 * Fakes the network at the edge only: the real client, interceptors and API modules run, and the adapter answers
 * `"GET /v1/..."` from the table (404 for anything else), rejecting like axios does on an error status.
 */
export function fingirApi(rotas: RotasFalsas): ChamadaFeita[] {
  const chamadas: ChamadaFeita[] = [];
  http.defaults.adapter = async (config) => {
    const chamada = {
      metodo: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      corpo: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: config.params,
    };
    chamadas.push(chamada);
    const definida = rotas[`${chamada.metodo} ${chamada.url}`];
    const { status = 200, data = null } = typeof definida === 'function' ? definida(chamada) : (definida ?? { status: 404, data: { message: 'Registro não encontrado.', errors: [] } });
    const resposta = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: resposta, config });
    return resposta;
  };
  return chamadas;
}

export function restaurarApi(): void {
  http.defaults.adapter = adapterOriginal;
}

export const USUARIO_TESTE: UsuarioLogado = { id: 7, name: 'Maria Silva', email: 'maria@exemplo.com.br', role: 'Candidato', aceitouTermo: true, uf: 'SP' };

export function entrarComo(user: UsuarioLogado | null = USUARIO_TESTE): void {
  sessionStore.setState({ user, token: user ? 'token-de-teste' : null });
}
