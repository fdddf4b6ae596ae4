import { HOJE_EM_BRASILIA } from '../src/db/sql/instante.js';
import { Mensagem } from '@portal/contracts';
import { requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import {
  confirmar,
  convocar,
  emailsDeConvocacao,
  inscreverEmOrdem,
  statusDe,
  turmaVazia,
  type Inscrito,
} from '../src/testes/convocacao.js';
import { criarInscricao, vagasOcupadas } from '../src/testes/turmas.js';

/** A full class takes new enrolments onto its waiting list, and a freed seat goes to the first in line (decision 1500). */
const t = usarContextoDemo();
let turma: number;
let dono: Inscrito;
let espera: Inscrito[];

beforeAll(async () => {
  turma = await turmaVazia(t.ctx.db, 1);
  [dono] = (await inscreverEmOrdem(t.ctx.app, turma, 1, 'le')) as [Inscrito];
});

const detalhe = async (quem: Inscrito) =>
  (await requisitar(t.ctx.app, 'GET', `/v1/inscricao/${quem.idInscricao}`, { token: quem.token })).json();

describe('lista de espera', () => {
  it('turma cheia: a inscrição entra como Em espera (6), com posição, e não ocupa vaga', async () => {
    espera = await inscreverEmOrdem(t.ctx.app, turma, 3, 'les');
    expect((await detalhe(dono)).posicaoNaEspera).toBeNull();
    const posicoes = [];
    for (const quem of espera) {
      const d = await detalhe(quem);
      expect(d.idStatusInscricao).toBe(6);
      posicoes.push(d.posicaoNaEspera);
    }
    expect(posicoes).toEqual([1, 2, 3]);
    expect(await vagasOcupadas(t.ctx.db, turma)).toBe(1);
    const [auditoria] = await t.ctx.db.query<{ motivo: string }>(
      'SELECT motivo FROM inscricao_auditoria WHERE id_inscricao = $1',
      [espera[0]!.idInscricao],
    );
    expect(auditoria!.motivo).toBe('inscrição na lista de espera (turma cheia)');
  });

  it('quem espera não se inscreve em outra turma da mesma modalidade (409)', async () => {
    const [outra] = await t.ctx.db.query<{ id: number }>(
      `SELECT t.id FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso
        WHERE c.id_modalidade = 1 AND t.aberta AND t.inscricoes_ate >= ${HOJE_EM_BRASILIA} AND t.id < 9000 AND t.id <> $1
          AND t.vagas_ocupadas < t.vagas LIMIT 1`,
      [turma],
    );
    const r = await criarInscricao(t.ctx.app, espera[0]!, outra!.id);
    expect([r.statusCode, r.json().message]).toEqual([409, Mensagem.jaInscritoNaModalidade]);
  });

  it('sair da espera (cancelar) não mexe nas vagas; os de trás sobem', async () => {
    const saindo = espera[1]!;
    const r = await requisitar(
      t.ctx.app,
      'PUT',
      `/v1/inscricao/viaRapida/cancelarInscricao/${saindo.idInscricao}`,
      {
        token: saindo.token,
      },
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().idStatusInscricao).toBe(2);
    expect(await vagasOcupadas(t.ctx.db, turma)).toBe(1);
    expect((await detalhe(espera[2]!)).posicaoNaEspera).toBe(2);
  });

  it('cancelar uma vaga confirmada (4) a oferece ao primeiro da espera: Convocada, com o prazo e o e-mail da equipe', async () => {
    await convocar(t.ctx.app, t.s.admin.token, turma, { idsInscricao: [dono.idInscricao] });
    const { c } = await statusDe(t.ctx.db, dono.idInscricao);
    expect((await confirmar(t.ctx.app, dono, dono.idInscricao, c!)).json().idStatusInscricao).toBe(4);

    const r = await requisitar(
      t.ctx.app,
      'PUT',
      `/v1/inscricao/viaRapida/cancelarInscricao/${dono.idInscricao}`,
      {
        token: dono.token,
      },
    );
    expect(r.statusCode).toBe(200);
    const primeiro = await detalhe(espera[0]!);
    expect(primeiro).toMatchObject({ idStatusInscricao: 3, posicaoNaEspera: null });
    expect(new Date(primeiro.prazoConvocacao).getTime()).toBeGreaterThan(Date.now());
    expect((await detalhe(espera[2]!)).posicaoNaEspera).toBe(1);
    expect(await vagasOcupadas(t.ctx.db, turma)).toBe(1);
    // The same call-up e-mail the staff's call-up sent the first candidate (same name, same default deadline).
    const [daEquipe] = await emailsDeConvocacao(t.ctx.db, dono.email);
    expect(await emailsDeConvocacao(t.ctx.db, espera[0]!.email)).toEqual([daEquipe]);
    expect(daEquipe!.link).toMatch(/\/inscricao\/historico$/);

    // The offered candidate confirms like anyone called up.
    expect(
      (await confirmar(t.ctx.app, espera[0]!, espera[0]!.idInscricao, primeiro.idConvocacao)).statusCode,
    ).toBe(200);
  });

  it('"Meus cursos" lista quem espera entre os ativos, com a posição', async () => {
    const quem = espera[2]!;
    const r = await requisitar(
      t.ctx.app,
      'GET',
      `/v1/inscricao/usuario/meuscursosstatus/${quem.id}/ativos/todos`,
      {
        token: quem.token,
      },
    );
    expect(r.json().map((i: { id: number; posicaoNaEspera: number }) => [i.id, i.posicaoNaEspera])).toEqual([
      [quem.idInscricao, 1],
    ]);
  });

  it('mais vagas na turma (gestão) são oferecidas a quem espera, na mesma transação, com o e-mail da equipe', async () => {
    const ultimo = espera[2]!;
    const r = await requisitar(t.ctx.app, 'PUT', `/v1/gestao/turmas/${turma}/vagas`, {
      token: t.s.admin.token,
      body: { vagas: 2 },
    });
    expect(r.statusCode).toBe(200);
    expect(await detalhe(ultimo)).toMatchObject({ idStatusInscricao: 3, posicaoNaEspera: null });
    expect(await vagasOcupadas(t.ctx.db, turma)).toBe(2);
    const { prazoConvocacao } = await detalhe(ultimo);
    const [daEquipe] = await emailsDeConvocacao(t.ctx.db, dono.email, prazoConvocacao);
    const [email] = await emailsDeConvocacao(t.ctx.db, ultimo.email, prazoConvocacao);
    expect(email).toEqual({ ...daEquipe, corpo: daEquipe!.corpo.replace('Candidato 1', 'Candidato 3') });
    expect(email!.corpo).toContain('<prazo>');
  });
});
