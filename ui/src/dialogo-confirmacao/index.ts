/**
 * `@portal/ui/dialogo-confirmacao` (decision 0217): the question before a destructive action, asked by the history's
 * cancellation and by the staff's role removal. A sub-path, not the shared singleton: only the
 * remotes that ask carry its bytes.
 */
export { DialogoConfirmacao, type DialogoConfirmacaoProps } from './dialogo-confirmacao';
