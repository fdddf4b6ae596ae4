/** Valid, unique CPFs for accounts created by the tests (the API checks the two check digits). */

function digitoVerificador(digitos: number[]): number {
  const peso = digitos.length + 1;
  const soma = digitos.reduce((total, digito, i) => total + digito * (peso - i), 0);
  const resto = (soma * 10) % 11;
  return resto === 10 ? 0 : resto;
}

let sequencia = 0;

/** Time and a counter make the first nine digits unique within a run; the seed accounts use other numbers. */
export function gerarCpf(): string {
  sequencia += 1;
  const base = String((Date.now() * 10 + sequencia) % 1_000_000_000).padStart(9, '7');
  const digitos = base.split('').map(Number);
  if (new Set(digitos).size === 1) digitos[0] = (digitos[0]! + 1) % 10;
  digitos.push(digitoVerificador(digitos));
  digitos.push(digitoVerificador(digitos));
  const texto = digitos.join('');
  return `${texto.slice(0, 3)}.${texto.slice(3, 6)}.${texto.slice(6, 9)}-${texto.slice(9)}`;
}

export function cpfValido(cpf: string): boolean {
  const digitos = cpf.replace(/\D/g, '').split('').map(Number);
  if (digitos.length !== 11 || new Set(digitos).size === 1) return false;
  return (
    digitoVerificador(digitos.slice(0, 9)) === digitos[9] &&
    digitoVerificador(digitos.slice(0, 10)) === digitos[10]
  );
}
