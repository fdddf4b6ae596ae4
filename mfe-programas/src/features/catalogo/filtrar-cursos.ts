import type { Curso } from '@portal/contracts';

/** Lower case without accents, so 'eletrica' finds 'Elétrica'. */
export function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Courses whose name or description contain every word typed, in any order; an empty filter keeps all. */
export function filtrarCursos<T extends Pick<Curso, 'nome' | 'descricao'>>(
  cursos: readonly T[],
  filtro: string,
): T[] {
  const palavras = normalizar(filtro).split(/\s+/).filter(Boolean);
  if (palavras.length === 0) return [...cursos];
  return cursos.filter((curso) => {
    const texto = normalizar(`${curso.nome} ${curso.descricao}`);
    return palavras.every((palavra) => texto.includes(palavra));
  });
}

export function textoResultado(quantidade: number): string {
  if (quantidade === 0) return 'Nenhum curso encontrado.';
  return quantidade === 1 ? '1 curso encontrado.' : `${quantidade} cursos encontrados.`;
}
