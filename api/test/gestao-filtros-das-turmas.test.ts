import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar, type Sessao } from '../src/testes/cliente.js';
import { sessoesDaEquipe } from '../src/testes/equipe.js';

/**
 * The class list's filters offered the programmes and units of the first 100 classes (the page cap), in start-date
 * order: a programme or unit whose classes all came later could never be chosen. They now come from every class the
 * caller sees (the same scope as the list), by name.
 */
const t = usarContextoDemo();
type Opcao = { id: number; nome: string };

async function todasAsPaginas(quem: Sessao) {
  const turmas: { idPrograma: number; programa: string; idUnidade: number; unidade: string }[] = [];
  for (let pagina = 1; ; pagina += 1) {
    const r = await requisitar(t.ctx.app, 'GET', `/v1/gestao/turmas?porPagina=100&pagina=${pagina}`, {
      token: quem.token,
    });
    turmas.push(...r.json().itens);
    if (pagina * 100 >= r.json().total) return turmas;
  }
}

const porId = (opcoes: Opcao[]): Opcao[] => [...opcoes].sort((a, b) => a.id - b.id);
const distintas = (pares: [number, string][]): Opcao[] =>
  porId([...new Map(pares)].map(([id, nome]) => ({ id, nome })));

it.each(['admin', 'executora'] as const)(
  '%s: os filtros têm todo programa e unidade das turmas que vê, também depois da 100ª',
  async (perfil) => {
    const quem = (await sessoesDaEquipe(t.ctx.app))[perfil];
    const turmas = await todasAsPaginas(quem);
    const r = await requisitar(t.ctx.app, 'GET', '/v1/gestao/turmas/filtros', { token: quem.token });
    expect(r.statusCode).toBe(200);
    const { programas, unidades } = r.json() as { programas: Opcao[]; unidades: Opcao[] };
    expect(porId(programas)).toEqual(distintas(turmas.map((x) => [x.idPrograma, x.programa])));
    expect(porId(unidades)).toEqual(distintas(turmas.map((x) => [x.idUnidade, x.unidade])));
  },
);

it('o Administrador vê mais de 100 turmas na demonstração, e os filtros não param na primeira página', async () => {
  const { admin } = await sessoesDaEquipe(t.ctx.app);
  const primeiraPagina = (
    await requisitar(t.ctx.app, 'GET', '/v1/gestao/turmas?porPagina=100', { token: admin.token })
  ).json();
  expect(primeiraPagina.total).toBeGreaterThan(100);
  const unidadesDaPrimeira = new Set(primeiraPagina.itens.map((x: { idUnidade: number }) => x.idUnidade));
  const filtros = (
    await requisitar(t.ctx.app, 'GET', '/v1/gestao/turmas/filtros', { token: admin.token })
  ).json();
  expect(filtros.unidades.length).toBeGreaterThanOrEqual(unidadesDaPrimeira.size);
});

it('quem não é da equipe recebe 403', async () => {
  const r = await requisitar(t.ctx.app, 'GET', '/v1/gestao/turmas/filtros', { token: t.s.maria.token });
  expect(r.statusCode).toBe(403);
});
