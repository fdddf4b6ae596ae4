import { cpfValido } from '@portal/contracts';

export type Identificador = { tipo: 'cpf'; valor: string } | { tipo: 'email'; valor: string };

/** A login is a CPF (with or without punctuation) or an e-mail. */
export function interpretarLogin(login: string): Identificador | null {
  const texto = login.trim();
  if (texto.includes('@')) return { tipo: 'email', valor: texto.toLowerCase() };
  const digitos = texto.replace(/[.\-\s]/g, '');
  return /^\d{11}$/.test(digitos) && cpfValido(digitos) ? { tipo: 'cpf', valor: digitos } : null;
}

/** 'dd/mm/yyyy' or 'dd-mm-yyyy' → ISO date for the database. */
export function dataBrParaIso(data: string): string {
  const [d, m, a] = data.split(/[/-]/);
  return `${a}-${m}-${d}`;
}

/** ISO date from the database → 'dd/mm/yyyy'. */
export function dataIsoParaBr(data: string | null): string | null {
  if (!data) return null;
  const [a, m, d] = data.slice(0, 10).split('-');
  return `${d}/${m}/${a}`;
}
