import { cpfEmUso, cpfNaoMuda, emailEmUso } from './mensagens.js';

/**
 * How an entry of `errors[]` names the field it is about: `campo: mensagem` (`senha: Esta senha é muito comum…`,
 * `endereco.cep: …` for a nested field). The API writes it with `erroDeCampo`; a form reads it with `lerErroDeCampo`
 * and shows the message, without the prefix, at that field.
 */
export function erroDeCampo(campo: string, mensagem: string): string {
  return `${campo}: ${mensagem}`;
}

const COM_CAMPO = /^([A-Za-z][\w]*(?:\.[\w]+)*): (.+)$/s;

/**
 * The refusals the API states without a field prefix (spec's exact texts, also shown in toasts) but that are about one
 * field: the form marks that field.
 */
const CAMPO_DA_MENSAGEM: Readonly<Record<string, string>> = {
  [cpfEmUso]: 'cpf',
  [cpfNaoMuda]: 'cpf',
  [emailEmUso]: 'email',
};

/** An `errors[]` entry split into its field (the top-level name, or null when it names none) and its message. */
export function lerErroDeCampo(texto: string): { campo: string | null; mensagem: string } {
  const partes = COM_CAMPO.exec(texto);
  if (partes?.[1] && partes[2]) return { campo: partes[1].split('.')[0] ?? null, mensagem: partes[2] };
  return { campo: CAMPO_DA_MENSAGEM[texto] ?? null, mensagem: texto };
}
