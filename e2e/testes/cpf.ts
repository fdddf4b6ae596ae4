/** Valid, unique CPFs for accounts created by the tests (the API checks the two check digits). */
import { completarCpf } from '@portal/contracts';

let sequencia = 0;

/** Time and a counter make the first nine digits unique within a run; the seed accounts use other numbers. */
export function gerarCpf(): string {
  sequencia += 1;
  const base = String((Date.now() * 10 + sequencia) % 1_000_000_000).padStart(9, '7');
  // Nine equal digits would make a CPF the API refuses (eleven equal digits).
  const noveDigitos = /^(\d)\1{8}$/.test(base) ? `${(Number(base[0]) + 1) % 10}${base.slice(1)}` : base;
  const texto = completarCpf(noveDigitos);
  return `${texto.slice(0, 3)}.${texto.slice(3, 6)}.${texto.slice(6, 9)}-${texto.slice(9)}`;
}
