import { Mensagem, PARAM_RETORNO, Rota } from '@portal/contracts';
import { notificar } from '../notificacoes/notificar';

export interface OpcoesHttp {
  baseURL: string;
  /** What to do once the session cannot be renewed; receives the URL to come back to. */
  aoExpirarSessao?: (returnUrl: string) => void;
}

export function irParaLoginComAviso(returnUrl: string): void {
  notificar.toast(Mensagem.efetueLoginSessaoExpirada, 'warning');
  window.location.assign(`${Rota.login}?${PARAM_RETORNO}=${encodeURIComponent(returnUrl)}`);
}

export const configuracaoHttp: { aoExpirarSessao: (returnUrl: string) => void } = {
  aoExpirarSessao: irParaLoginComAviso,
};

export function urlAtual(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
