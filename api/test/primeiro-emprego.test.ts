import { Mensagem, ProgramaPortal, StatusInscricao } from '@portal/contracts';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { turmasAbertas } from '../src/testes/turmas.js';

const t = usarContextoDemo();

describe('Bruna, convocada no Meu Primeiro Emprego (semente)', () => {
  it('confirma a matrícula (status 3 → 4) e só ela lê o comprovante; outra pessoa recebe 403, um número inventado 404', async () => {
    const lista = await requisitar(
      t.ctx.app,
      'GET',
      `/v1/inscricao/PrimeiroEmpregoList/usuario/${t.s.bruna.id}`,
      { token: t.s.bruna.token },
    );
    const [convocada] = lista.json().inscricoes;
    expect(convocada).toMatchObject({
      idStatusInscricao: StatusInscricao.Convocada,
      idConvocacao: expect.any(Number),
    });
    expect(convocada.turmaPrincipal.cursoQualificacao.modalidade.id).toBe(ProgramaPortal.MeuPrimeiroEmprego);

    const confirmar = await requisitar(
      t.ctx.app,
      'POST',
      `/v1/Inscricao/ViaRapida/ConfirmarMatricula?idInscricao=${convocada.id}&idConvocado=${convocada.idConvocacao}`,
      { token: t.s.bruna.token },
    );
    expect([confirmar.statusCode, confirmar.json().idStatusInscricao]).toEqual([
      200,
      StatusInscricao.Matriculada,
    ]);

    const comprovante = await requisitar(t.ctx.app, 'GET', `/v1/inscricao/${convocada.id}`, {
      token: t.s.bruna.token,
    });
    expect([comprovante.statusCode, comprovante.json().idStatusInscricao]).toEqual([
      200,
      StatusInscricao.Matriculada,
    ]);
    const deOutra = await requisitar(t.ctx.app, 'GET', `/v1/inscricao/${convocada.id}`, {
      token: t.s.maria.token,
    });
    expect([deOutra.statusCode, deOutra.json().errors]).toEqual([403, [Mensagem.acessoNegado]]);
    const inventada = await requisitar(t.ctx.app, 'GET', '/v1/inscricao/987654', { token: t.s.bruna.token });
    expect([inventada.statusCode, inventada.json().errors]).toEqual([404, [Mensagem.inscricaoNaoEncontrada]]);
  });
});

describe('Empreenda Jovem: de 16 a 29 anos', () => {
  it('recusa com 422 e a mensagem em português quem está fora da faixa, pela rota do programa', async () => {
    const [turma] = await turmasAbertas(t.ctx.db, ProgramaPortal.EmpreendaJovem);
    const corpo = { idTurmaPrincipal: turma, idUsuario: t.s.maria.id, idStatusInscricao: 1 };
    // InscriverProgramaNovo refuses an Empreenda Jovem class before any age check (decision 0130).
    for (const rota of [`/v1/inscricao/EmpreendaJovem/${t.s.maria.id}`]) {
      const r = await requisitar(t.ctx.app, 'POST', rota, { token: t.s.maria.token, body: corpo });
      expect([r.statusCode, r.json()]).toEqual([
        422,
        {
          message: Mensagem.idadeForaDaFaixaEmpreendaJovem,
          errors: [Mensagem.idadeForaDaFaixaEmpreendaJovem],
        },
      ]);
    }
    const [linha] = await t.ctx.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM inscricao WHERE id_usuario = $1 AND id_modalidade = $2',
      [t.s.maria.id, ProgramaPortal.EmpreendaJovem],
    );
    expect(linha!.n).toBe(0);
  });

  it('aceita quem tem entre 16 e 29 anos (Bruna, 19)', async () => {
    const [turma] = await turmasAbertas(t.ctx.db, ProgramaPortal.EmpreendaJovem);
    const r = await requisitar(t.ctx.app, 'POST', `/v1/inscricao/EmpreendaJovem/${t.s.bruna.id}`, {
      token: t.s.bruna.token,
      body: { idTurmaPrincipal: turma, idUsuario: t.s.bruna.id },
    });
    expect(r.statusCode).toBe(201);
  });
});
