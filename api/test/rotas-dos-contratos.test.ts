/**
 * Each API route comes from its contract definition (decision 0910): the routes the API registers, as the OpenAPI
 * document lists them, are exactly the endpoints of `@portal/contracts`, method and path, no more and no less.
 */
import { TODOS_OS_ENDPOINTS } from '@portal/contracts';
import { usarContextoDemo } from '../src/testes/contexto.js';

const t = usarContextoDemo();

/** "GET /v1/cursos/{idCurso}", the OpenAPI spelling of a path with parameters. */
const chave = (metodo: string, caminho: string) =>
  `${metodo.toUpperCase()} ${caminho.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\/$/, '')}`;

function rotasRegistradas(): string[] {
  const doc = t.ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([caminho, metodos]) =>
    Object.keys(metodos).map((metodo) => chave(metodo, caminho)),
  );
}

describe('rotas da API e contratos', () => {
  it('toda rota registrada tem um endpoint nos contratos, e todo endpoint dos contratos está registrado', () => {
    const registradas = rotasRegistradas().sort();
    const contratadas = TODOS_OS_ENDPOINTS.map((e) => chave(e.metodo, e.caminho)).sort();
    expect(registradas).toEqual(contratadas);
  });

  it('cada endpoint é definido uma vez só (método e caminho)', () => {
    const chaves = TODOS_OS_ENDPOINTS.map((e) => chave(e.metodo, e.caminho));
    expect(new Set(chaves).size).toBe(chaves.length);
  });
});
