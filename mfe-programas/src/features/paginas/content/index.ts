import { PAGINA_BOLSA_AUXILIO } from './bolsa-auxilio';
import { PAGINAS_CURSOS_SP_TECH } from './cursos-sp-tech';
import { PAGINAS_INSTITUCIONAIS } from './institucional';
import { PAGINAS_SOBRE } from './sobre';
import { PAGINAS_TRILHAS_SP_TECH } from './trilhas-sp-tech';
import type { ConteudoPagina } from './tipos';

export const PAGINAS_ESTATICAS: readonly ConteudoPagina[] = [
  ...PAGINAS_INSTITUCIONAIS,
  ...PAGINAS_SOBRE,
  PAGINA_BOLSA_AUXILIO,
  ...PAGINAS_CURSOS_SP_TECH,
  ...PAGINAS_TRILHAS_SP_TECH,
];

export function conteudoDoCaminho(caminho: string): ConteudoPagina | undefined {
  const semBarraFinal = caminho.length > 1 ? caminho.replace(/\/+$/, '') : caminho;
  return PAGINAS_ESTATICAS.find((pagina) => pagina.caminho === semBarraFinal);
}
