import { Mensagem } from '@portal/contracts';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { DEMO, entrar, requisitar, type Sessao } from '../src/testes/cliente.js';
import { cadastrarComSenha, NOVO, ultimoLinkNaCaixa } from '../src/testes/usuario.js';

const t = usarContextoDemo();
const ultimoLink = (para: string) => ultimoLinkNaCaixa(t.ctx.app, para);

describe('cadastro e e-mail', () => {
  let beatriz: Sessao;

  it('cria a conta (201 com tokens) e escreve a confirmação na caixa de saída', async () => {
    const r = await requisitar(t.ctx.app, 'POST', '/v1/usuario/ViaRapidaLoginSP/Create', { body: NOVO });
    expect(r.statusCode).toBe(201);
    beatriz = await entrar(t.ctx.app, '93541134780', 'Segura123');
    const link = await ultimoLink(NOVO.email);
    expect(link.id).toBe(beatriz.id);
    const mensagens = (await requisitar(t.ctx.app, 'GET', '/v1/dev/mensagens')).json();
    expect(mensagens[0]).toMatchObject({
      para: NOVO.email,
      tipo: 'CONFIRMACAO_EMAIL',
      link: expect.stringMatching(/^http:\/\/localhost:8080\/usuario\/confirmacao-email\?id=\d+&token=/),
    });
  });

  it('CPF ou e-mail repetidos dão 409; dados inválidos dão 400 com um erro por problema', async () => {
    expect(
      (await requisitar(t.ctx.app, 'POST', '/v1/usuario/ViaRapidaLoginSP/Create', { body: NOVO })).statusCode,
    ).toBe(409);
    // A confirmed address: one only held, as Beatriz's is here, goes to the next registration (decision 0149).
    const outroCpf = { ...NOVO, cpf: '71428793860', email: DEMO.maria };
    const emailRepetido = await requisitar(t.ctx.app, 'POST', '/v1/usuario/ViaRapidaLoginSP/Create', {
      body: outroCpf,
    });
    expect(emailRepetido.statusCode).toBe(409);
    expect(emailRepetido.json().errors).toEqual(['Este e-mail já está em uso por outra conta.']);
    const invalido = await requisitar(t.ctx.app, 'POST', '/v1/usuario/ViaRapidaLoginSP/Create', {
      body: {
        ...NOVO,
        cpf: '111.111.111-11',
        dataNascimento: '31/02/2000',
        senha: 'curta',
        confirmacaoSenha: 'outra',
      },
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().errors).toEqual(
      expect.arrayContaining([
        'cpf: CPF inválido.',
        'dataNascimento: Data inexistente.',
        'senha: A senha deve ter pelo menos 8 caracteres.',
      ]),
    );
  });

  // The check digits were checked with every non-digit removed, so a CPF with a letter after it passed and reached
  // the eleven-character column: 500 (after a password hash).
  it('um CPF com algo além dos números, pontos e traço é inválido (400), não um erro do servidor', async () => {
    for (const cpf of ['529.982.247-25x', '529.982.247/25', '5299822472５']) {
      const r = await requisitar(t.ctx.app, 'POST', '/v1/usuario/ViaRapidaLoginSP/Create', {
        body: { ...NOVO, cpf, email: 'cpf.estranho@exemplo.com.br' },
      });
      expect([r.statusCode, r.json().errors]).toEqual([400, ['cpf: CPF inválido.']]);
    }
  });

  it('VerificarEmail diz se o e-mail está livre', async () => {
    const usado = await requisitar(
      t.ctx.app,
      'GET',
      `/v1/usuario/ViaRapida/VerificarEmail/${encodeURIComponent(DEMO.maria)}`,
    );
    expect(usado.json()).toEqual({ disponivel: false });
    const livre = await requisitar(
      t.ctx.app,
      'GET',
      '/v1/usuario/ViaRapida/VerificarEmail/livre%40exemplo.com.br',
    );
    expect(livre.json()).toEqual({ disponivel: true });
  });

  it('email/confirmed: 404 antes, o link confirma uma única vez, 200 depois', async () => {
    const url = `/v1/usuario/${beatriz.id}/email/confirmed`;
    expect((await requisitar(t.ctx.app, 'GET', url, { token: beatriz.token })).statusCode).toBe(404);
    const { id, token } = await ultimoLink(NOVO.email);
    const confirmar = () =>
      requisitar(t.ctx.app, 'POST', `/v1/usuario/${id}/confirmation?origem=1&token=${token}`);
    expect((await confirmar()).statusCode).toBe(200);
    expect((await confirmar()).statusCode).toBe(400);
    expect((await requisitar(t.ctx.app, 'GET', url, { token: beatriz.token })).json()).toEqual({
      confirmado: true,
    });
  });

  it('reenviar a confirmação: 202 para quem não confirmou, 409 para quem já confirmou', async () => {
    const ana = await requisitar(t.ctx.app, 'POST', `/v1/usuario/${t.s.ana.id}/confirmation/email?origem=1`, {
      token: t.s.ana.token,
    });
    expect(ana.statusCode).toBe(202);
    const maria = await requisitar(
      t.ctx.app,
      'POST',
      `/v1/usuario/${t.s.maria.id}/confirmation/email?origem=1`,
      { token: t.s.maria.token },
    );
    expect(maria.statusCode).toBe(409);
  });

  // Anyone may register someone else's address and press "Reenviar" forever: each press mailed that address.
  it('reenviar a confirmação tem limite por endereço: a quarta na hora é 429 e não envia nada', async () => {
    const senha = 'Reenvio#2026x';
    const criada = await cadastrarComSenha(t.ctx.app, {
      nome: 'Quem Reenvia',
      cpf: '536.620.471-28',
      email: 'caixa.alheia@exemplo.com.br',
      senha,
    });
    const { token } = criada.json() as { token: string };
    const id = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: number }).sid;
    const reenviar = () =>
      requisitar(t.ctx.app, 'POST', `/v1/usuario/${id}/confirmation/email?origem=1`, { token });
    for (let i = 0; i < 3; i++) expect((await reenviar()).statusCode).toBe(202);
    const quarta = await reenviar();
    expect([quarta.statusCode, quarta.json().errors]).toEqual([429, [Mensagem.muitasRequisicoes]]);
    const enviadas = await t.ctx.db.query(
      "SELECT 1 FROM mensagem_saida WHERE para = 'caixa.alheia@exemplo.com.br'",
    );
    expect(enviadas).toHaveLength(4);
  });

  it('um token de confirmação não serve a outro usuário', async () => {
    const { token } = await ultimoLink(DEMO.ana);
    const r = await requisitar(
      t.ctx.app,
      'POST',
      `/v1/usuario/${t.s.joao.id}/confirmation?origem=1&token=${token}`,
    );
    expect(r.statusCode).toBe(400);
  });
});

describe('redefinição de senha', () => {
  it('pedido por login responde 202 exista ou não a conta (sem enumeração)', async () => {
    const existe = await requisitar(t.ctx.app, 'POST', '/v1/usuario/password/reset/email?origem=1', {
      body: { login: '123.456.789-09' },
    });
    const naoExiste = await requisitar(t.ctx.app, 'POST', '/v1/usuario/password/reset/email?origem=1', {
      body: { login: 'nao@exemplo.com.br' },
    });
    expect(existe.statusCode).toBe(202);
    expect(naoExiste.statusCode).toBe(202);
    expect(existe.json()).toEqual(naoExiste.json());
  });

  it('o link redefine a senha uma vez e derruba as sessões antigas', async () => {
    const antiga = await entrar(t.ctx.app, DEMO.joao);
    expect(
      (await requisitar(t.ctx.app, 'POST', `/v1/usuario/${antiga.id}/password/reset/email?origem=1`))
        .statusCode,
    ).toBe(202);
    const { id, token } = await ultimoLink(DEMO.joao);
    const body = { id, token, senha: 'NovaSenha9', confirmacaoSenha: 'NovaSenha9' };
    expect(
      (await requisitar(t.ctx.app, 'POST', `/v1/usuario/${id}/password/reset`, { body })).statusCode,
    ).toBe(200);
    expect(
      (await requisitar(t.ctx.app, 'POST', `/v1/usuario/${id}/password/reset`, { body })).statusCode,
    ).toBe(400);
    expect(
      (await requisitar(t.ctx.app, 'GET', `/v1/usuario/${id}`, { token: antiga.token })).statusCode,
    ).toBe(401);
    await expect(entrar(t.ctx.app, DEMO.joao)).rejects.toThrow(/401/);
    expect((await entrar(t.ctx.app, DEMO.joao, 'NovaSenha9')).id).toBe(id);
  });
});
