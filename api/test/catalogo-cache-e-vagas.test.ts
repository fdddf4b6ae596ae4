import { Mensagem, Programa } from '@portal/contracts';
import { etagDe } from '@portal/contracts/etag';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar, sessaoDireta } from '../src/testes/cliente.js';
import { criarCandidatosAptos, turmasAbertas } from '../src/testes/turmas.js';

let ctx: Contexto;
beforeAll(async () => {
  ctx = await criarContexto();
});
afterAll(() => ctx.fechar());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '127.0.0.1', ...headers } });

/** The public GETs of the enrolment path, for an open class of Via Rápida Emprego. */
async function caminhosPublicos(): Promise<{ caminhos: string[]; ordemServico: number; turma: number }> {
  const [turma] = await turmasAbertas(ctx.db, Programa.ViaRapidaEmprego, 1);
  const [linha] = await ctx.db.query<{ os: number; curso: number; municipio: number }>(
    `SELECT os.id AS os, os.id_curso AS curso, u.id_municipio AS municipio
       FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN unidade u ON u.id = os.id_unidade
      WHERE t.id = $1`,
    [turma],
  );
  const { os, curso, municipio } = linha!;
  return {
    turma: turma!,
    ordemServico: os,
    caminhos: [
      '/v1/programas',
      '/v1/cursos',
      `/v1/cursos?modalidade=${Programa.ViaRapidaEmprego}`,
      `/v1/cursos/${curso}`,
      `/v1/cursos/${curso}/municipios`,
      `/v1/cursos/${curso}/municipios/${municipio}/unidades`,
      `/v1/ordens-servico/${os}/turmas`,
    ],
  };
}

describe('leituras públicas: cache na borda, ETag e 304 (decisão 0174)', () => {
  it('cada GET do catálogo leva s-maxage, stale-while-revalidate e ETag; a repetição com If-None-Match recebe 304 sem corpo', async () => {
    const { caminhos } = await caminhosPublicos();
    for (const caminho of caminhos) {
      const primeira = await get(caminho);
      expect([caminho, primeira.statusCode]).toEqual([caminho, 200]);
      expect(primeira.headers['cache-control']).toMatch(
        /^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/,
      );
      const etag = String(primeira.headers.etag);
      // One validator of a body for every server (issue 31): the gateway's entry documents carry the same.
      expect([caminho, etag]).toEqual([caminho, etagDe(primeira.body)]);
      const repeticao = await get(caminho, { 'if-none-match': etag });
      expect([caminho, repeticao.statusCode, repeticao.body]).toEqual([caminho, 304, '']);
      expect(repeticao.headers.etag).toBe(etag);
      expect(repeticao.headers['cache-control']).toBe(primeira.headers['cache-control']);
      const outra = await get(caminho, { 'if-none-match': '"outro"' });
      expect([caminho, outra.statusCode, outra.body]).toEqual([caminho, 200, primeira.body]);
    }
  });

  it('uma leitura pública de um visitante sem cookie não leva Set-Cookie, que impediria a borda de guardá-la (issue 29)', async () => {
    const { caminhos, ordemServico } = await caminhosPublicos();
    for (const caminho of [...caminhos, `/v1/ordens-servico/${ordemServico}/vagas`]) {
      const resposta = await get(caminho);
      expect([caminho, resposta.statusCode]).toEqual([caminho, 200]);
      expect([caminho, resposta.headers['set-cookie']]).toEqual([caminho, undefined]);
    }
  });

  it('respostas diferentes têm ETags diferentes; um 404 não leva cache público', async () => {
    const [a, b] = await Promise.all([get('/v1/cursos/1'), get('/v1/cursos/2')]);
    expect(a.headers.etag).not.toBe(b.headers.etag);
    const ausente = await get('/v1/cursos/999999');
    expect(ausente.statusCode).toBe(404);
    expect(ausente.headers.etag).toBeUndefined();
    expect(String(ausente.headers['cache-control'] ?? '')).not.toMatch(/s-maxage/);
  });
});

describe('vagas servidas à parte, vivas', () => {
  it('lista as vagas de cada turma da ordem de serviço, com cache curto, e mostra na hora a vaga que uma inscrição ocupou', async () => {
    const { ordemServico, turma } = await caminhosPublicos();
    const caminho = `/v1/ordens-servico/${ordemServico}/vagas`;
    const antes = await get(caminho);
    expect(antes.statusCode).toBe(200);
    expect(antes.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=2');
    const turmas = (await get(`/v1/ordens-servico/${ordemServico}/turmas`)).json() as { id: number }[];
    const vagas = antes.json() as { idTurma: number; vagasDisponiveis: number; aberta: boolean }[];
    expect(vagas.map((v) => v.idTurma)).toEqual(turmas.map((t) => t.id));
    const livres = vagas.find((v) => v.idTurma === turma)!.vagasDisponiveis;

    const [id] = await criarCandidatosAptos(ctx.db, 1, 'vagas-vivas');
    const candidato = await sessaoDireta(ctx.app, id!);
    const inscricao = await requisitar(ctx.app, 'POST', `/v1/inscricao/InscriverProgramaNovo/${id}`, {
      token: candidato.token,
      body: { idTurmaPrincipal: turma, idUsuario: id, idStatusInscricao: 1 },
    });
    expect(inscricao.statusCode).toBe(201);
    const depois = (await get(caminho)).json() as typeof vagas;
    expect(depois.find((v) => v.idTurma === turma)!.vagasDisponiveis).toBe(livres - 1);
  });

  it('ordem de serviço inexistente: 404 com mensagem', async () => {
    const r = await get('/v1/ordens-servico/999999/vagas');
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe(Mensagem.naoEncontrado);
  });
});

describe('memória do processo para o catálogo', () => {
  it('com catalogoEmMemoriaMs, a repetição do mesmo GET não consulta o banco e traz o mesmo corpo e ETag', async () => {
    const comMemoria = await criarContexto({ config: { catalogoEmMemoriaMs: 60_000 } });
    try {
      const pedir = () => comMemoria.app.inject({ method: 'GET', url: '/v1/cursos' });
      const primeira = await pedir();
      const original = comMemoria.db.query.bind(comMemoria.db);
      let consultas = 0;
      comMemoria.db.query = (sql, params) => {
        consultas += 1;
        return original(sql, params);
      };
      const segunda = await pedir();
      const condicional = await comMemoria.app.inject({
        method: 'GET',
        url: '/v1/cursos',
        headers: { 'if-none-match': String(primeira.headers.etag) },
      });
      comMemoria.db.query = original;
      expect(consultas).toBe(0);
      expect([segunda.statusCode, segunda.body, segunda.headers.etag]).toEqual([
        200,
        primeira.body,
        primeira.headers.etag,
      ]);
      expect(segunda.headers['content-type']).toBe(primeira.headers['content-type']);
      expect(segunda.headers['cache-control']).toBe(primeira.headers['cache-control']);
      expect([condicional.statusCode, condicional.body]).toEqual([304, '']);
    } finally {
      await comMemoria.fechar();
    }
  });
});
