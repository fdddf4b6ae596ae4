import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';

/**
 * zod with the portal's own Portuguese messages (decision 0181). Every schema of contracts imports `z` from here, so
 * any app that validates with one of them (the API, a remote's form) has the map installed before its first parse,
 * and no citizen reads zod's English ('Too small: expected string…') or its European, technical Portuguese.
 * A schema's own message (`.min(3, 'Informe o nome completo.')`) still wins over these.
 */
type Issue = $ZodRawIssue;

const TIPOS: Record<string, string> = {
  string: 'Informe um texto.',
  number: 'Informe um número.',
  int: 'Informe um número inteiro.',
  boolean: 'Informe sim ou não.',
  array: 'Informe uma lista.',
  date: 'Informe uma data.',
};

const UNIDADES: Record<string, [string, string]> = {
  string: ['caractere', 'caracteres'],
  array: ['item', 'itens'],
  set: ['item', 'itens'],
};

function quantidade(n: number | bigint, origem: string): string {
  const [singular, plural] = UNIDADES[origem] ?? ['', ''];
  return `${n} ${Number(n) === 1 ? singular : plural}`.trim();
}

function pequeno(issue: Extract<Issue, { code: 'too_small' }>): string {
  if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'Campo obrigatório.';
  if (issue.origin in UNIDADES) return `Informe pelo menos ${quantidade(issue.minimum, issue.origin)}.`;
  return `Informe um número ${issue.inclusive ? 'maior ou igual a' : 'maior que'} ${issue.minimum}.`;
}

function grande(issue: Extract<Issue, { code: 'too_big' }>): string {
  if (issue.origin in UNIDADES) return `Use no máximo ${quantidade(issue.maximum, issue.origin)}.`;
  return `Informe um número ${issue.inclusive ? 'menor ou igual a' : 'menor que'} ${issue.maximum}.`;
}

export function mensagemEmPortugues(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Campo obrigatório.';
      return TIPOS[issue.expected] ?? 'Valor inválido.';
    case 'too_small':
      return pequeno(issue);
    case 'too_big':
      return grande(issue);
    case 'invalid_format':
      return issue.format === 'email' ? 'E-mail inválido.' : 'Formato inválido.';
    case 'not_multiple_of':
      return `Informe um múltiplo de ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `Campo não previsto: ${issue.keys.join(', ')}.`;
    case 'invalid_value':
      return 'Escolha uma opção válida.';
    case 'invalid_element':
      return 'Item inválido.';
    default:
      return 'Valor inválido.';
  }
}

z.config({ localeError: mensagemEmPortugues });

export { z };
