import { criarContexto, usarContextoDemo } from '../src/testes/contexto.js';
import { DEMO, requisitar } from '../src/testes/cliente.js';

const t = usarContextoDemo();

describe('conta', () => {
  it('GET /{id} devolve o próprio usuário sem a senha', async () => {
    const r = await requisitar(t.ctx.app, 'GET', `/v1/usuario/${t.s.maria.id}`, { token: t.s.maria.token });
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.json()).toEqual({
      id: t.s.maria.id,
      nome: 'Maria Silva',
      cpf: '52998224725',
      email: DEMO.maria,
      dataNascimento: '15/03/1990',
      role: 'Candidato',
      aceitouTermo: true,
      emailConfirmado: true,
      uf: 'SP',
      emailPendente: null,
      revisarCadastro: false,
    });
  });

  it('dadosAtualizacaoCadastro: aceitar os termos devolve tokens novos com aceitouTermo', async () => {
    const url = `/v1/usuario/${t.s.carla.id}/dadosAtualizacaoCadastro`;
    const atual = (await requisitar(t.ctx.app, 'GET', url, { token: t.s.carla.token })).json();
    expect(atual).toEqual({
      nome: 'Carla Dias',
      email: DEMO.carla,
      dataNascimento: '30/05/1992',
      aceitouTermo: false,
    });
    const r = await requisitar(t.ctx.app, 'PUT', url, {
      token: t.s.carla.token,
      body: { ...atual, aceitouTermo: true },
    });
    expect(r.statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(r.json().token.split('.')[1], 'base64url').toString());
    expect(claims.aceitouTermo).toBe(true);
  });

  it('menores de 16 anos não atualizam o cadastro (400)', async () => {
    const ano = new Date().getFullYear() - 15;
    const r = await requisitar(t.ctx.app, 'POST', `/v1/usuario/ViaRapida/Update/${t.s.pedro.id}`, {
      token: t.s.pedro.token,
      body: { nome: 'Pedro Santos', email: DEMO.pedro, dataNascimento: `01/01/${ano}` },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual(['É preciso ter pelo menos 16 anos para continuar.']);
  });

  // Ana's address was never confirmed: it gets no undo link (decision 0146; the confirmed case is in
  // alteracao-de-email-com-senha-e-confirmacao.test.ts).
  it('trocar o e-mail pede a senha e fica pendente até o link; e-mail de outro dá 409', async () => {
    const url = `/v1/usuario/${t.s.ana.id}/Email`;
    const senha = 'Senha@123';
    expect(
      (await requisitar(t.ctx.app, 'PUT', url, { token: t.s.ana.token, body: { email: DEMO.maria, senha } }))
        .statusCode,
    ).toBe(409);
    const r = await requisitar(t.ctx.app, 'PUT', url, {
      token: t.s.ana.token,
      body: { email: 'ana.nova@exemplo.com.br', senha },
    });
    expect(r.json()).toMatchObject({ email: DEMO.ana, emailPendente: 'ana.nova@exemplo.com.br' });
    const mensagens = (await requisitar(t.ctx.app, 'GET', '/v1/dev/mensagens')).json() as {
      para: string;
      tipo: string;
    }[];
    expect(mensagens[0]).toMatchObject({ para: 'ana.nova@exemplo.com.br', tipo: 'ALTERACAO_EMAIL' });
    expect(mensagens.filter((m) => m.tipo === 'DESFAZER_ALTERACAO_EMAIL')).toEqual([]);
  });

  it('ViaRapida/Update altera nome e data de nascimento', async () => {
    const r = await requisitar(t.ctx.app, 'POST', `/v1/usuario/ViaRapida/Update/${t.s.maria.id}`, {
      token: t.s.maria.token,
      body: { nome: 'Maria Silva Souza', email: DEMO.maria, dataNascimento: '15-03-1990' },
    });
    expect(r.json()).toMatchObject({
      nome: 'Maria Silva Souza',
      dataNascimento: '15/03/1990',
      emailConfirmado: true,
    });
  });
});

describe('caixa de correio local', () => {
  it('GET /v1/dev/mensagens não existe sem DEV_MAILBOX=1', async () => {
    const semCaixa = await criarContexto({ config: { devMailbox: false } });
    try {
      expect((await requisitar(semCaixa.app, 'GET', '/v1/dev/mensagens')).statusCode).toBe(404);
    } finally {
      await semCaixa.fechar();
    }
  });
});
