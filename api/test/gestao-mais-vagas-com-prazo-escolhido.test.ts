import { requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { inscreverEmOrdem, turmaVazia, type Inscrito } from '../src/testes/convocacao.js';
import { prazoDaConvocacao } from '../src/convocacao/prazo-da-convocacao.js';

/**
 * Raising a class's seats calls up the first of the waiting list (decision 1521): with the deadline the staff member
 * chose, bounded by contracts' mudarVagasSchema, and the answer says who was called up (issue 28, item 10;
 * decision 1606).
 */
const t = usarContextoDemo();
let turma: number;
let espera: Inscrito[];

const mudarVagas = (body: unknown) =>
  requisitar(t.ctx.app, 'PUT', `/v1/gestao/turmas/${turma}/vagas`, { token: t.s.admin.token, body });

const detalhe = async (quem: Inscrito) =>
  (await requisitar(t.ctx.app, 'GET', `/v1/inscricao/${quem.idInscricao}`, { token: quem.token })).json();

/** The deadline of `dias` working days from now, as the API rounds it (the day may turn during the test). */
const prazosPossiveis = (antes: Date, dias: number) =>
  [prazoDaConvocacao(antes, dias), prazoDaConvocacao(new Date(), dias)].map((d) =>
    d.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  );

beforeAll(async () => {
  turma = await turmaVazia(t.ctx.db, 1);
  // Prefixes of different lengths: the helper tells the CPFs of each group apart by the prefix's length.
  await inscreverEmOrdem(t.ctx.app, turma, 1, 'mv');
  espera = await inscreverEmOrdem(t.ctx.app, turma, 2, 'mve');
});

describe('mais vagas com o prazo escolhido pela equipe', () => {
  it.each([0, 31, 1.5, '7'])(
    'um prazo fora de 1 a 30 dias úteis (%p) é recusado (400) e nada muda',
    async (prazo) => {
      const r = await mudarVagas({ vagas: 2, prazoDiasUteis: prazo });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors.join(' ')).toMatch(/^prazoDiasUteis: /);
      expect((await detalhe(espera[0]!)).idStatusInscricao).toBe(6);
    },
  );

  it('de 1 para 2 vagas com prazo de 7 dias úteis: convoca o 1º da espera com esse prazo e diz quem foi', async () => {
    const antes = new Date();
    const r = await mudarVagas({ vagas: 2, prazoDiasUteis: 7 });
    expect(r.statusCode).toBe(200);
    const resposta = r.json();
    expect(resposta.vagas).toBe(2);
    expect(resposta.convocadas).toHaveLength(1);
    const [convocada] = resposta.convocadas;
    expect(convocada.idInscricao).toBe(espera[0]!.idInscricao);
    expect(convocada.nome).toEqual(expect.any(String));
    expect(prazosPossiveis(antes, 7)).toContain(convocada.prazo);
    const primeiro = await detalhe(espera[0]!);
    expect(primeiro.idStatusInscricao).toBe(3);
    expect(new Date(primeiro.prazoConvocacao).toISOString()).toBe(new Date(convocada.prazo).toISOString());
    expect((await detalhe(espera[1]!)).idStatusInscricao).toBe(6);
  });

  it('menos vagas (ou as mesmas) não convocam ninguém', async () => {
    const r = await mudarVagas({ vagas: 2 });
    expect([r.statusCode, r.json().convocadas]).toEqual([200, []]);
  });
});
