/**
 * The address of an account that has none of its own yet (decision 0146): gov.br gave none, or the one it gave is
 * another account's, or a take-back removed the registrant's. It keeps the column's one-address-per-account rule,
 * is never confirmed and receives nothing: the outbox drops what would go to it.
 */
const DOMINIO = '@sem-email.gov.br';

export const enderecoProvisorio = (cpf: string): string => `${cpf}${DOMINIO}`;

export const eEnderecoProvisorio = (email: string): boolean => email.toLowerCase().endsWith(DOMINIO);
