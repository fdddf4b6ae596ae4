import { Mensagem, PARAM_RETORNO, Rota } from '@portal/contracts';
import { notificar } from '../notificacoes/notificar';

export interface OpcoesHttp {
  baseURL: string;
  /** What to do once the session cannot be renewed; receives the URL to come back to. */
  aoExpirarSessao?: (returnUrl: string) => void;
}

/** Full page loads go through here: the one browser edge the tests replace. */
export const navegador = {
  ir(url: string): void {
    window.location.assign(url);
  },
};

export function irParaLoginComAviso(returnUrl: string): void {
  notificar.toast(Mensagem.efetueLoginSessaoExpirada, 'warning');
  navegador.ir(`${Rota.login}?${PARAM_RETORNO}=${encodeURIComponent(returnUrl)}`);
}

export const configuracaoHttp: { aoExpirarSessao: (returnUrl: string) => void } = {
  aoExpirarSessao: irParaLoginComAviso,
};

export function urlAtual(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
