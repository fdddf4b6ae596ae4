import { createLocalJWKSet } from 'jose';
import { SENHA_DEMO } from '../src/db/seed/usuarios.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { entrar, requisitar, type Sessao } from '../src/testes/cliente.js';
import { cadastrarComSenha } from '../src/testes/usuario.js';
import { gerarChaves, idToken, ISSUER, naTentativa } from '../src/testes/govbr.js';

/**
 * Issue 27 §2: a session held for a minute (a shared computer) changed the e-mail at once, with no password, and the
 * new address signed in and received the resets. Now: the current password (or a fresh gov.br sign-in), a pending
 * new address until its link is used, the old one told with a link that undoes it for 7 days.
 */
let ctx: Contexto;

beforeAll(async () => {
  const chaves = await gerarChaves();
  ctx = await criarContexto({
    govbrJwks: createLocalJWKSet({ keys: [chaves.jwkPublica] }),
    config: { govbrIssuer: ISSUER },
  });
});
afterAll(() => ctx.fechar());

const alterar = (s: Sessao, corpo: Record<string, unknown>) =>
  requisitar(ctx.app, 'PUT', `/v1/usuario/${s.id}/Email`, { token: s.token, body: corpo });
const entrarCom = (login: string, senha = SENHA_DEMO) =>
  requisitar(ctx.app, 'POST', '/v1/usuario/authentication', { body: { login, senha } });
const emailDaConta = async (id: number) =>
  (
    await ctx.db.query<{ email: string; email_confirmado: boolean; senha: boolean }>(
      'SELECT email, email_confirmado, senha_hash IS NOT NULL AS senha FROM usuario WHERE id = $1',
      [id],
    )
  )[0]!;
const mensagensPara = (para: string) =>
  ctx.db.query<{ tipo: string; link: string | null; corpo: string }>(
    'SELECT tipo, link, corpo FROM mensagem_saida WHERE lower(para) = lower($1) ORDER BY id',
    [para],
  );
const tokenDe = (link: string) => new URL(link).searchParams.get('token')!;
const usarLink = (id: number, link: string) =>
  requisitar(ctx.app, 'POST', `/v1/usuario/${id}/confirmation?token=${tokenDe(link)}`, { body: {} });
const vive = async (s: Sessao) =>
  (await requisitar(ctx.app, 'GET', `/v1/usuario/${s.id}`, { token: s.token })).statusCode;

describe('alterar o e-mail: senha, endereço pendente, aviso ao antigo com desfazer', () => {
  it('sem a senha atual, ou com a senha errada, nada muda e o endereço novo não entra', async () => {
    const joao = await entrar(ctx.app, 'joao.souza@exemplo.com.br');
    const semSenha = await alterar(joao, { email: 'tomador@exemplo.com.br' });
    expect(semSenha.statusCode).toBe(400);
    expect(semSenha.json().errors).toEqual(['Para alterar o e-mail, informe a sua senha atual.']);
    const errada = await alterar(joao, { email: 'tomador@exemplo.com.br', senha: 'NaoEhEssa#1' });
    expect(errada.statusCode).toBe(400);
    expect(errada.json().errors).toEqual(['A senha atual não confere.']);
    expect((await emailDaConta(joao.id)).email).toBe('joao.souza@exemplo.com.br');
    expect((await entrarCom('tomador@exemplo.com.br')).statusCode).toBe(401);
    expect(await mensagensPara('tomador@exemplo.com.br')).toEqual([]);
  });

  it('com a senha: fica pendente; o antigo entra e recebe a nova senha; o link confirma e encerra as outras sessões', async () => {
    const outraSessao = await entrar(ctx.app, 'maria.silva@exemplo.com.br');
    const maria = await entrar(ctx.app, 'maria.silva@exemplo.com.br');
    const r = await alterar(maria, { email: 'Maria.Nova@exemplo.com.br', senha: SENHA_DEMO });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      email: 'maria.silva@exemplo.com.br',
      emailPendente: 'maria.nova@exemplo.com.br',
    });

    // Pending: the old address still signs in and gets the resets; the new one does neither.
    expect((await entrarCom('maria.silva@exemplo.com.br')).statusCode).toBe(200);
    expect((await entrarCom('maria.nova@exemplo.com.br')).statusCode).toBe(401);
    await requisitar(ctx.app, 'POST', '/v1/usuario/password/reset/email', {
      body: { login: 'maria.nova@exemplo.com.br' },
    });
    await requisitar(ctx.app, 'POST', '/v1/usuario/password/reset/email', {
      body: { login: '529.982.247-25' },
    });
    const antigas = await mensagensPara('maria.silva@exemplo.com.br');
    expect(antigas.map((m) => m.tipo)).toEqual(['DESFAZER_ALTERACAO_EMAIL', 'REDEFINICAO_SENHA']);
    expect(antigas[0]!.corpo).toContain('“maria.nova@exemplo.com.br”');
    const novas = await mensagensPara('maria.nova@exemplo.com.br');
    expect(novas.map((m) => m.tipo)).toEqual(['ALTERACAO_EMAIL']);

    const confirmar = await usarLink(maria.id, novas[0]!.link!);
    expect(confirmar.statusCode).toBe(200);
    expect(confirmar.json().message).toBe(
      'Novo e-mail confirmado. As outras sessões da conta foram encerradas.',
    );
    expect(await emailDaConta(maria.id)).toEqual({
      email: 'maria.nova@exemplo.com.br',
      email_confirmado: true,
      senha: true,
    });
    expect(await vive(outraSessao)).toBe(401);
    expect(await vive(maria)).toBe(200);
    expect((await usarLink(maria.id, novas[0]!.link!)).statusCode).toBe(400);
    expect((await entrarCom('maria.nova@exemplo.com.br')).statusCode).toBe(200);
  });

  it('o link enviado ao endereço antigo desfaz a troca em até 7 dias: e-mail de volta, sessões e senha encerradas', async () => {
    const lucas = await entrar(ctx.app, 'lucas.rocha@exemplo.com.br');
    expect((await alterar(lucas, { email: 'tomador2@exemplo.com.br', senha: SENHA_DEMO })).statusCode).toBe(
      200,
    );
    const [confirmacao] = await mensagensPara('tomador2@exemplo.com.br');
    expect((await usarLink(lucas.id, confirmacao!.link!)).statusCode).toBe(200);
    expect((await emailDaConta(lucas.id)).email).toBe('tomador2@exemplo.com.br');

    const [aviso] = await mensagensPara('lucas.rocha@exemplo.com.br');
    expect(aviso!.tipo).toBe('DESFAZER_ALTERACAO_EMAIL');
    const desfazer = await usarLink(lucas.id, aviso!.link!);
    expect(desfazer.statusCode).toBe(200);
    expect(desfazer.json().message).toContain('Alteração de e-mail desfeita');
    expect(await emailDaConta(lucas.id)).toEqual({
      email: 'lucas.rocha@exemplo.com.br',
      email_confirmado: true,
      senha: false,
    });
    expect(await vive(lucas)).toBe(401);
    expect((await entrarCom('tomador2@exemplo.com.br')).statusCode).toBe(401);
    const depois = await mensagensPara('lucas.rocha@exemplo.com.br');
    expect(depois.at(-1)!.tipo).toBe('REDEFINICAO_SENHA');

    // After 7 days the link no longer works.
    const bruna = await entrar(ctx.app, 'bruna.costa@exemplo.com.br');
    expect((await alterar(bruna, { email: 'tomador3@exemplo.com.br', senha: SENHA_DEMO })).statusCode).toBe(
      200,
    );
    await ctx.db.query(
      "UPDATE alteracao_de_email SET desfazer_ate = now() - interval '1 second' WHERE id_usuario = $1",
      [bruna.id],
    );
    const [avisoDaBruna] = await mensagensPara('bruna.costa@exemplo.com.br');
    expect((await usarLink(bruna.id, avisoDaBruna!.link!)).statusCode).toBe(400);
  });

  // A thief with the password and a session asks for his address; the owner's remedy is a new password. The change
  // he asked for must not outlive it.
  it('redefinir a senha cancela a troca pendente: o link do endereço novo deixa de valer', async () => {
    const ladrao = await entrar(ctx.app, 'pedro.santos@exemplo.com.br');
    expect((await alterar(ladrao, { email: 'ladrao@exemplo.com.br', senha: SENHA_DEMO })).statusCode).toBe(
      200,
    );
    await requisitar(ctx.app, 'POST', '/v1/usuario/password/reset/email', {
      body: { login: 'pedro.santos@exemplo.com.br' },
    });
    const reset = (await mensagensPara('pedro.santos@exemplo.com.br')).find(
      (m) => m.tipo === 'REDEFINICAO_SENHA',
    );
    const nova = 'OutraSenha#2026';
    const redefinir = await requisitar(ctx.app, 'POST', `/v1/usuario/${ladrao.id}/password/reset`, {
      body: { id: ladrao.id, token: tokenDe(reset!.link!), senha: nova, confirmacaoSenha: nova },
    });
    expect(redefinir.statusCode).toBe(200);

    const [confirmacao] = await mensagensPara('ladrao@exemplo.com.br');
    expect((await usarLink(ladrao.id, confirmacao!.link!)).statusCode).toBe(400);
    expect((await emailDaConta(ladrao.id)).email).toBe('pedro.santos@exemplo.com.br');
  });

  it('a nova senha só vai para um endereço confirmado', async () => {
    await requisitar(ctx.app, 'POST', '/v1/usuario/password/reset/email', {
      body: { login: 'ana.lima@exemplo.com.br' },
    });
    expect(await mensagensPara('ana.lima@exemplo.com.br')).toEqual([]);
  });

  // An address nobody proved has no claim on the account: its undo link would make it the confirmed address, and a
  // new password would follow it (a typo at registration, or someone else's address typed on purpose).
  it('um endereço nunca confirmado não recebe o link de desfazer', async () => {
    const SENHA = 'Cadastro#2026x';
    const criada = await cadastrarComSenha(ctx.app, {
      nome: 'Ana Digitou Errado',
      cpf: '427.519.360-16',
      email: 'endereco.errado@exemplo.com.br',
      senha: SENHA,
    });
    expect(criada.statusCode).toBe(201);
    const ana = await entrar(ctx.app, '427.519.360-16', SENHA);
    expect((await alterar(ana, { email: 'ana.certa@exemplo.com.br', senha: SENHA })).statusCode).toBe(200);
    expect((await mensagensPara('endereco.errado@exemplo.com.br')).map((m) => m.tipo)).toEqual([
      'CONFIRMACAO_EMAIL',
    ]);
    expect((await mensagensPara('ana.certa@exemplo.com.br')).map((m) => m.tipo)).toEqual(['ALTERACAO_EMAIL']);
  });

  it('o formulário de dados não troca o e-mail (422); só "Alterar e-mail" troca', async () => {
    const carla = await entrar(ctx.app, 'carla.dias@exemplo.com.br');
    const r = await requisitar(ctx.app, 'POST', `/v1/usuario/ViaRapida/Update/${carla.id}`, {
      token: carla.token,
      body: { nome: 'Carla Dias', email: 'tomador4@exemplo.com.br', dataNascimento: '30/05/1992' },
    });
    expect(r.statusCode).toBe(422);
    const cadastro = await requisitar(ctx.app, 'PUT', `/v1/usuario/${carla.id}/dadosAtualizacaoCadastro`, {
      token: carla.token,
      body: {
        nome: 'Carla Dias',
        email: 'tomador4@exemplo.com.br',
        dataNascimento: '30/05/1992',
        aceitouTermo: true,
      },
    });
    expect(cadastro.statusCode).toBe(422);
    expect((await emailDaConta(carla.id)).email).toBe('carla.dias@exemplo.com.br');
    expect(await mensagensPara('tomador4@exemplo.com.br')).toEqual([]);
  });

  it('conta sem senha (só gov.br): vale um login gov.br dos últimos 5 minutos', async () => {
    const idTokenGov = await idToken({ sub: '38475610226', email: 'govbr.so@exemplo.com.br' });
    const r = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication/govbr', {
      body: { idToken: idTokenGov },
      headers: naTentativa(ctx, idTokenGov),
    });
    expect(r.statusCode).toBe(200);
    const { token } = r.json() as { token: string };
    const id = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: number }).sid;
    const sessao = { id, token, refreshToken: '' };
    await ctx.db.query("UPDATE sessao SET criada_em = now() - interval '6 minutes' WHERE id_usuario = $1", [
      id,
    ]);
    const tarde = await alterar(sessao, { email: 'govbr.outro@exemplo.com.br' });
    expect(tarde.statusCode).toBe(403);
    expect(tarde.json().errors).toEqual([
      'Para alterar o e-mail, entre de novo com o gov.br e faça a alteração em até 5 minutos.',
    ]);
    await ctx.db.query("UPDATE sessao SET criada_em = now() - interval '4 minutes' WHERE id_usuario = $1", [
      id,
    ]);
    const aTempo = await alterar(sessao, { email: 'govbr.outro@exemplo.com.br' });
    expect(aTempo.statusCode).toBe(200);
    expect(aTempo.json().emailPendente).toBe('govbr.outro@exemplo.com.br');
  });
});
