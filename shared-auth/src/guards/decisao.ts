import { PARAM_RETORNO } from '@portal/contracts';
import type { CorAviso } from '../notificacoes/tipos';

export interface AvisoDecisao {
  texto: string;
  cor: CorAviso;
  tipo: 'toast' | 'alerta';
}

export type Decisao = { permitir: true } | { permitir: false; redirecionar: string; aviso?: AvisoDecisao };

export function permitir(): Decisao {
  return { permitir: true };
}

export function redirecionar(rota: string, aviso?: AvisoDecisao): Decisao {
  return aviso ? { permitir: false, redirecionar: rota, aviso } : { permitir: false, redirecionar: rota };
}

/** `rota?returnUrl=<url>`, the way login and the terms page bring the user back. */
export function comRetorno(rota: string, url: string): string {
  return `${rota}?${PARAM_RETORNO}=${encodeURIComponent(url)}`;
}

export const avisoToast = (texto: string, cor: CorAviso = 'warning'): AvisoDecisao => ({
  texto,
  cor,
  tipo: 'toast',
});
export const avisoAlerta = (texto: string, cor: CorAviso = 'warning'): AvisoDecisao => ({
  texto,
  cor,
  tipo: 'alerta',
});
