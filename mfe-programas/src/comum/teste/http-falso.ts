import { http, sessionStore, type UsuarioLogado } from '@portal/shared-auth';

export interface RespostaFalsa {
  status?: number;
  data?: unknown;
}
export interface ChamadaFeita {
  metodo: string;
  url: string;
  params: Record<string, unknown>;
  corpo: unknown;
}
type TabelaRespostas = Record<string, RespostaFalsa | ((chamada: ChamadaFeita) => RespostaFalsa)>;

const adapterOriginal = http.defaults.adapter;

/**
 * The network is faked at the edge only: the real http client and API modules run, and the adapter answers
 * "GET /v1/…" from the table (404 otherwise), failing the way axios does on an error status.
 */
export function fingirApi(tabela: TabelaRespostas): ChamadaFeita[] {
  const chamadas: ChamadaFeita[] = [];
  http.defaults.adapter = async (config) => {
    const chamada: ChamadaFeita = {
      metodo: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      corpo: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    chamadas.push(chamada);
    const definida = tabela[`${chamada.metodo} ${chamada.url}`];
    const resposta = typeof definida === 'function' ? definida(chamada) : definida;
    const { status = 200, data = null } = resposta ?? {
      status: 404,
      data: { message: 'Registro não encontrado.', errors: [] },
    };
    const completa = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      throw Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        response: completa,
        config,
      });
    }
    return completa;
  };
  return chamadas;
}

export function restaurarApi(): void {
  http.defaults.adapter = adapterOriginal;
}

export const MARIA: UsuarioLogado = {
  id: 7,
  name: 'Maria Silva',
  email: 'maria@exemplo.com.br',
  role: 'Candidato',
  aceitouTermo: true,
  uf: 'SP',
};

export function entrarComo(user: UsuarioLogado | null): void {
  sessionStore.setState({ user, token: user ? 'token-de-teste' : null });
}
