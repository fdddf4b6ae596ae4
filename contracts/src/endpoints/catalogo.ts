import { endpoint } from './definir.js';

/** Public catalogue (spec §7): programmes, courses, where they are offered, classes, arcs, learning paths, FAQ. */
export const catalogo = {
  programas: endpoint('GET', '/v1/programas'),
  cursos: endpoint('GET', '/v1/cursos'),
  curso: endpoint('GET', '/v1/cursos/:idCurso'),
  municipiosDoCurso: endpoint('GET', '/v1/cursos/:idCurso/municipios'),
  unidades: endpoint('GET', '/v1/cursos/:idCurso/municipios/:idMunicipio/unidades'),
  turmas: endpoint('GET', '/v1/ordens-servico/:idOrdemServico/turmas'),
  // The one live value, apart from the cacheable class list (decision 0174).
  vagas: endpoint('GET', '/v1/ordens-servico/:idOrdemServico/vagas'),
  arco: endpoint('GET', '/v1/arcos/:idArco'),
  trilhas: endpoint('GET', '/v1/trilhas'),
  trilha: endpoint('GET', '/v1/trilhas/:idTrilha'),
  faq: endpoint('GET', '/v1/faq'),
  enviarPerguntaFaq: endpoint('POST', '/v1/faq/perguntas'),
} as const;
