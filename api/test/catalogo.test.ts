import { Programa, ProgramaPortal } from '@portal/contracts';
import { TURMA_TRINTA_VAGAS, TURMA_VAGA_UNICA, TURMA_VAGA_UNICA_E2E } from '../src/db/seed/catalogo-dados.js';
import { semearSeVazio } from '../src/db/seed/index.js';
import { TOTAL_DE_CONTAS_DEMO } from '../src/db/seed/index.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';

let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto();
});
afterAll(() => ctx.fechar());

const get = async (url: string) => {
  const r = await requisitar(ctx.app, 'GET', url);
  return { status: r.statusCode, corpo: r.json(), cache: r.headers['cache-control'] };
};

describe('semente', () => {
  it('tem os 645 municípios de SP com códigos IBGE e é idempotente', async () => {
    const [linha] = await ctx.db.query<{ total: number; sp: string }>(
      "SELECT count(*)::integer AS total, max(nome) FILTER (WHERE id = 3550308) AS sp FROM municipio WHERE uf = 'SP'",
    );
    expect(linha).toEqual({ total: 645, sp: 'São Paulo' });
    expect(await semearSeVazio(ctx.db)).toBe(false);
    const [depois] = await ctx.db.query<{ total: number }>('SELECT count(*)::integer AS total FROM usuario');
    expect(depois!.total).toBe(TOTAL_DE_CONTAS_DEMO);
  });

  it('tem as turmas reservadas: duas de vaga única e uma de 30 vagas', async () => {
    const turmas = await ctx.db.query<{ id: number; vagas: number }>(
      'SELECT id, vagas FROM turma WHERE id = ANY($1::integer[]) ORDER BY id',
      [[TURMA_VAGA_UNICA, TURMA_VAGA_UNICA_E2E, TURMA_TRINTA_VAGAS]],
    );
    expect(turmas).toEqual([
      { id: 9001, vagas: 1 },
      { id: 9002, vagas: 1 },
      { id: 9003, vagas: 30 },
    ]);
  });
});

describe('catálogo público', () => {
  it('GET /v1/programas lista todos os programas da enumeração, com cache público', async () => {
    const { corpo, cache } = await get('/v1/programas');
    expect(cache).toMatch(/^public, max-age=60, s-maxage=\d+, stale-while-revalidate=\d+/);
    const ids = corpo.map((p: { id: number }) => p.id);
    expect(ids).toEqual(
      expect.arrayContaining([...Object.values(Programa), ...Object.values(ProgramaPortal)]),
    );
  });

  it('cursos por modalidade, curso por id e 404', async () => {
    const { corpo: cursos } = await get('/v1/cursos?modalidade=22');
    expect(cursos.length).toBeGreaterThanOrEqual(2);
    expect(cursos.every((c: { idModalidade: number }) => c.idModalidade === 22)).toBe(true);
    const { corpo: curso } = await get(`/v1/cursos/${cursos[0].id}`);
    expect(curso).toEqual(cursos[0]);
    expect((await get('/v1/cursos/999999')).status).toBe(404);
    expect((await get('/v1/cursos?modalidade=abc')).status).toBe(400);
  });

  it('do curso ao município, à unidade (com idOrdemServico) e às turmas com vagas', async () => {
    const { corpo: cursos } = await get('/v1/cursos?modalidade=22');
    const empilhadeira = cursos.find((c: { urlSlug: string }) => c.urlSlug === 'operador-de-empilhadeira');
    const { corpo: municipios } = await get(`/v1/cursos/${empilhadeira.id}/municipios`);
    expect(municipios.length).toBeGreaterThanOrEqual(2);
    expect(municipios[0]).toEqual({ id: expect.any(Number), nome: expect.any(String), uf: 'SP' });
    const unidades = (await get(`/v1/cursos/${empilhadeira.id}/municipios/${municipios[0].id}/unidades`))
      .corpo;
    expect(unidades[0]).toEqual({
      id: expect.any(Number),
      nome: expect.any(String),
      endereco: expect.any(String),
      idOrdemServico: expect.any(Number),
    });
    const { corpo: turmas, cache } = await get(`/v1/ordens-servico/${unidades[0].idOrdemServico}/turmas`);
    expect(cache).toMatch(/^public, max-age=60, s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(turmas[0]).toMatchObject({
      turno: expect.stringMatching(/MANHA|TARDE|NOITE|INTEGRAL/),
      vagas: expect.any(Number),
      vagasDisponiveis: expect.any(Number),
      aberta: true,
    });
    expect([turmas[0].dataInicio, turmas[0].dataFim, turmas[0].inscricoesAte]).toEqual(
      Array(3).fill(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)),
    );
    expect((await get('/v1/ordens-servico/999999/turmas')).status).toBe(404);
  });

  it('arcos, trilhas e FAQ', async () => {
    const { corpo: arco } = await get('/v1/arcos/2');
    expect(arco).toMatchObject({ id: 2, nome: 'Tecnologia da Informação' });
    expect(arco.cursos.length).toBeGreaterThan(0);
    const { corpo: trilhas } = await get('/v1/trilhas');
    expect(trilhas.map((t: { urlSlug: string }) => t.urlSlug)).toEqual([
      'desenvolvimento-web',
      'desenvolvimento-back-end',
    ]);
    expect(trilhas[0].cursos.map((c: { urlSlug: string }) => c.urlSlug)).toEqual([
      'html-web-developer',
      'javascript-game-developer',
    ]);
    expect((await get(`/v1/trilhas/${trilhas[1].id}`)).corpo).toEqual(trilhas[1]);
    expect((await get('/v1/trilhas/9999')).status).toBe(404);
    const { corpo: faq } = await get('/v1/faq?tipo=novo-emprego');
    expect(faq.length).toBe(2);
    expect(faq.every((f: { tipo: string }) => f.tipo === 'novo-emprego')).toBe(true);
    expect((await get('/v1/arcos/9999')).status).toBe(404);
  });
});
