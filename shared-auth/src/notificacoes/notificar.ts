import { Mensagem, Regras, type Pagamento } from '@portal/contracts';
import { novoId, publicar } from './barramento';
import { admitirErro, instalarTratadorGlobalDeErros } from './limitador-de-erros';
import { corpoDoErro, mensagemDoErro, textoPagamentos } from './textos';
import type { BotaoAlerta, CorAviso, OpcoesAlerta } from './tipos';

const BOTAO_OK: BotaoAlerta = { texto: Mensagem.ok, papel: 'cancel' };
export const CLASSE_ALERTA = 'custom-alert';
export const TITULO_PAGAMENTOS = 'Dados de pagamento';

export const notificar = {
  toast(texto: string, cor: CorAviso = 'warning', duracaoMs: number = Regras.toastDuracaoMs): void {
    publicar({ id: novoId(), tipo: 'toast', texto, cor, duracaoMs, botaoFechar: Mensagem.ok });
  },
  /** An error toast; past the throttle it is dropped (every error shown anywhere counts in one window). */
  toastErro(erro: unknown): void {
    if (admitirErro()) mostrarToastErro(erro);
  },
  alerta({ cabecalho, corpo, botoes }: OpcoesAlerta): void {
    const lista = botoes && botoes.length > 0 ? botoes : [BOTAO_OK];
    publicar({ id: novoId(), tipo: 'alerta', cabecalho, corpo, botoes: lista, cssClass: CLASSE_ALERTA });
  },
  alertaErro(erro: unknown): void {
    if (!admitirErro()) return;
    const corpo = corpoDoErro(erro);
    if (corpo) notificar.alerta({ cabecalho: corpo.message, corpo: corpo.errors });
    else notificar.alerta({ cabecalho: mensagemDoErro(erro), corpo: [] });
  },
  alertaPagamentos(pagamentos: readonly Pagamento[]): void {
    const { linhas, nota } = textoPagamentos(pagamentos);
    notificar.alerta({ cabecalho: TITULO_PAGAMENTOS, corpo: nota ? [...linhas, nota] : linhas });
  },
};

function mostrarToastErro(erro: unknown): void {
  notificar.toast(mensagemDoErro(erro), 'danger');
}

/**
 * Global error handler with the spec's throttle: past 10 errors within 100 ms the extra ones are
 * dropped, so a failing loop cannot bury the user under toasts. Returns whether it was shown.
 */
export function reportarErro(erro: unknown, agora: number = Date.now()): boolean {
  if (!admitirErro(agora)) return false;
  console.error(erro);
  mostrarToastErro(erro);
  return true;
}

/** Promises nobody caught are errors too: through reportarErro, in the same throttle. */
export function tratarErrosNaoCapturados(): void {
  instalarTratadorGlobalDeErros((erro) => reportarErro(erro));
}
