export type CorAviso = 'warning' | 'success' | 'danger';

export interface BotaoAlerta {
  texto: string;
  /** 'cancel' closes the alert without an action, like the spec's default OK button. */
  papel?: 'cancel' | 'confirm';
  acao?: () => void;
}

export interface ToastNotificacao {
  id: number;
  tipo: 'toast';
  texto: string;
  cor: CorAviso;
  duracaoMs: number;
  botaoFechar: string;
}

export interface AlertaNotificacao {
  id: number;
  tipo: 'alerta';
  cabecalho: string;
  corpo: string[];
  botoes: BotaoAlerta[];
  cssClass: string;
}

export type Notificacao = ToastNotificacao | AlertaNotificacao;

export interface OpcoesAlerta {
  cabecalho: string;
  corpo: string[];
  botoes?: BotaoAlerta[];
  /** Accepted for parity with the toast, but an alert is never closed by time (spec §8). */
  duracaoMs?: number;
}
