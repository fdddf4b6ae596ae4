import type { Contexto } from '../src/testes/contexto.js';
import type { Sessao } from '../src/testes/cliente.js';
import { turmaDaGestao, TURMA, url, type Pedir } from '../src/testes/gestao-turmas.js';

/** A class's enrolment list in the operations area: order, waiting-list place, CPF by profile, paging, CSV. */
let ctx: Contexto;
let candidatos: Sessao[];
let turmaDaMaria: number;
let pedir: Pedir;
beforeAll(async () => ({ ctx, candidatos, turmaDaMaria, pedir } = await turmaDaGestao()));
afterAll(() => ctx.fechar());

describe('inscrições da turma', () => {
  it('na ordem de inscrição, com a posição na lista de espera; filtra por status e pagina', async () => {
    const todas = (await pedir('admin', 'GET', url('/inscricoes?porPagina=100'))).json();
    expect(todas.itens.slice(0, 6).map((i: { status: number }) => i.status)).toEqual([1, 3, 4, 6, 6, 1]);
    expect(todas.itens.slice(0, 6).map((i: { posicaoNaEspera: number | null }) => i.posicaoNaEspera)).toEqual(
      [null, null, null, 1, 2, null],
    );
    const espera = (await pedir('admin', 'GET', url('/inscricoes?status=6'))).json();
    expect(espera).toMatchObject({ total: 2, pagina: 1, porPagina: 20 });
    expect(espera.itens.map((i: { posicaoNaEspera: number }) => i.posicaoNaEspera)).toEqual([1, 2]);
    const segunda = (await pedir('admin', 'GET', url('/inscricoes?pagina=2&porPagina=2'))).json();
    expect(segunda).toMatchObject({ total: todas.total, pagina: 2, porPagina: 2 });
    expect(segunda.itens.map((i: { idInscricao: number }) => i.idInscricao)).toEqual(
      todas.itens.slice(2, 4).map((i: { idInscricao: number }) => i.idInscricao),
    );
  });

  it.each([
    ['admin', '529.982.247-25'],
    ['executora', '529.982.247-25'],
    ['secretaria', '***.982.247-**'],
    ['professor', '***.982.247-**'],
    ['inscricao', '***.982.247-**'],
  ] as const)('%s vê o CPF como %s', async (perfil, cpf) => {
    const resposta = await pedir(perfil, 'GET', `/v1/gestao/turmas/${turmaDaMaria}/inscricoes`);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json().itens.find((i: { nome: string }) => i.nome === 'Maria Silva').cpf).toBe(cpf);
  });

  it('CSV: UTF-8 com BOM, separado por ;, como anexo, sem fórmulas e com o CPF do perfil', async () => {
    await ctx.db.query(`UPDATE usuario SET nome = '=HYPERLINK("http://x")' WHERE id = $1`, [
      candidatos[5]!.id,
    ]);
    const resposta = await pedir('admin', 'GET', url('/inscricoes.csv?status=1'));
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(resposta.headers['content-disposition']).toBe(
      `attachment; filename="turma-${TURMA}-inscricoes.csv"`,
    );
    expect(resposta.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const linhas = resposta.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The Administrador checks documents too: the civil name has its column (decision 1550).
    expect(linhas[0]).toBe(
      'Inscrição;Nome;Nome civil;CPF;Status;Data da inscrição;Posição na espera;Prazo da convocação',
    );
    expect(linhas.slice(1).every((l) => l.includes(';Ativa;'))).toBe(true);
    expect(resposta.body).toContain(`;"'=HYPERLINK(""http://x"")";`);
    const daSecretaria = await pedir('secretaria', 'GET', `/v1/gestao/turmas/${turmaDaMaria}/inscricoes.csv`);
    expect(daSecretaria.body).toContain(';Maria Silva;***.982.247-**;Cancelada;');
  });
});
