import { createLocalJWKSet } from 'jose';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { gerarChaves, idToken, ISSUER, naTentativa } from '../src/testes/govbr.js';
import { cadastrarComSenha, ultimoLinkNaCaixa } from '../src/testes/usuario.js';

/**
 * Issue 27 §1, account pre-hijacking: someone registers with the CPF of a person who never used the portal; when the
 * owner signs in with gov.br, the account must become the owner's alone.
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

const SENHA_DO_INTRUSO = 'Intruso#2026x';
const claimsDe = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: number };

/** The attacker's registration with the owner's CPF, through the real sign-up route. */
async function cadastrarComCpfAlheio(cpf: string, email: string) {
  const r = await cadastrarComSenha(ctx.app, { nome: 'Nome Qualquer', cpf, email, senha: SENHA_DO_INTRUSO });
  expect(r.statusCode).toBe(201);
  const { token, refreshToken } = r.json() as { token: string; refreshToken: string };
  return { id: claimsDe(token).sid, token, refreshToken };
}

async function entrarComGovbr(claims: Record<string, unknown>) {
  const token = await idToken(claims);
  return requisitar(ctx.app, 'POST', '/v1/usuario/authentication/govbr', {
    body: { idToken: token },
    headers: naTentativa(ctx, token),
  });
}

const conta = async (id: number) =>
  (
    await ctx.db.query<{
      email: string;
      email_confirmado: boolean;
      senha_hash: string | null;
      verificada: boolean;
      revisar_cadastro: boolean;
    }>(
      `SELECT email, email_confirmado, senha_hash, govbr_verificado_em IS NOT NULL AS verificada, revisar_cadastro
         FROM usuario WHERE id = $1`,
      [id],
    )
  )[0]!;

describe('cadastro prévio com o CPF de outra pessoa, retomado no primeiro login gov.br', () => {
  it('o intruso perde sessão, refresh, senha, e-mail e links; a dona entra na mesma conta e é avisada', async () => {
    const intruso = await cadastrarComCpfAlheio('715.938.264-19', 'intruso@exemplo.com.br');
    // The intruder proves his own address and asks for a reset link, to keep a way back in.
    const confirmacao = await ultimoLinkNaCaixa(ctx.app, 'intruso@exemplo.com.br');
    await requisitar(ctx.app, 'POST', `/v1/usuario/${intruso.id}/confirmation?token=${confirmacao.token}`, {
      body: {},
    });
    await requisitar(ctx.app, 'POST', '/v1/usuario/password/reset/email', {
      body: { login: 'intruso@exemplo.com.br' },
    });
    const reset = await ultimoLinkNaCaixa(ctx.app, 'intruso@exemplo.com.br');

    const dona = await entrarComGovbr({
      sub: '71593826419',
      name: 'Roberto Alves Pereira',
      email: 'Renata.Alves@exemplo.com.br',
      email_verified: true,
    });
    expect(dona.statusCode).toBe(200);
    expect(dona.json().contaRetomada).toBe(true);
    // Same account: whatever was typed stays, for the owner to review.
    expect(claimsDe(dona.json().token).sid).toBe(intruso.id);

    expect(
      (await requisitar(ctx.app, 'GET', `/v1/usuario/${intruso.id}`, { token: intruso.token })).statusCode,
    ).toBe(401);
    const renovar = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication/refresh', {
      body: { id: intruso.id, refreshToken: intruso.refreshToken },
    });
    expect(renovar.statusCode).toBe(401);
    for (const login of ['715.938.264-19', 'intruso@exemplo.com.br']) {
      const entrada = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication', {
        body: { login, senha: SENHA_DO_INTRUSO },
      });
      expect(entrada.statusCode).toBe(401);
    }
    const redefinir = await requisitar(ctx.app, 'POST', `/v1/usuario/${intruso.id}/password/reset`, {
      body: { id: intruso.id, token: reset.token, senha: 'OutraSenha#99', confirmacaoSenha: 'OutraSenha#99' },
    });
    expect(redefinir.statusCode).toBe(400);

    expect(await conta(intruso.id)).toEqual({
      email: 'renata.alves@exemplo.com.br',
      email_confirmado: true,
      senha_hash: null,
      verificada: true,
      revisar_cadastro: true,
    });
    const pelaDona = await requisitar(ctx.app, 'GET', `/v1/usuario/${intruso.id}`, {
      token: dona.json().token,
    });
    expect(pelaDona.json()).toMatchObject({ email: 'renata.alves@exemplo.com.br', revisarCadastro: true });

    // The next gov.br sign-in is an ordinary one: nothing is taken back again, the first session lives on.
    const depois = await entrarComGovbr({ sub: '71593826419', email: 'renata.alves@exemplo.com.br' });
    expect(depois.statusCode).toBe(200);
    expect(depois.json().contaRetomada).toBeUndefined();
    expect(
      (await requisitar(ctx.app, 'GET', `/v1/usuario/${intruso.id}`, { token: dona.json().token }))
        .statusCode,
    ).toBe(200);

    // Saving the profile is the owner's review.
    const salvar = await requisitar(ctx.app, 'POST', `/v1/usuario/ViaRapida/Update/${intruso.id}`, {
      token: dona.json().token,
      body: {
        nome: 'Roberto Alves Pereira',
        email: 'renata.alves@exemplo.com.br',
        dataNascimento: '02/02/1991',
      },
    });
    expect(salvar.statusCode).toBe(200);
    expect(salvar.json().revisarCadastro).toBe(false);
  });

  it('sem e-mail verificado pelo gov.br, o e-mail do gov.br entra não confirmado', async () => {
    const intruso = await cadastrarComCpfAlheio('714.287.938-60', 'intruso2@exemplo.com.br');
    const dona = await entrarComGovbr({
      sub: '71428793860',
      email: 'dona2@exemplo.com.br',
      email_verified: false,
    });
    expect(dona.statusCode).toBe(200);
    expect(await conta(intruso.id)).toMatchObject({
      email: 'dona2@exemplo.com.br',
      email_confirmado: false,
      senha_hash: null,
    });
  });

  it('se o gov.br não dá e-mail (ou outra conta o usa), o do intruso dá lugar a um provisório, não confirmado', async () => {
    const intruso = await cadastrarComCpfAlheio('046.789.120-61', 'intruso3@exemplo.com.br');
    const { token } = await ultimoLinkNaCaixa(ctx.app, 'intruso3@exemplo.com.br');
    await requisitar(ctx.app, 'POST', `/v1/usuario/${intruso.id}/confirmation?token=${token}`, { body: {} });
    expect((await conta(intruso.id)).email_confirmado).toBe(true);
    const dona = await entrarComGovbr({ sub: '04678912061', email: 'maria.silva@exemplo.com.br' });
    expect(dona.statusCode).toBe(200);
    expect(await conta(intruso.id)).toMatchObject({
      email: '04678912061@sem-email.gov.br',
      email_confirmado: false,
    });
    // With no confirmed address, no reset is sent, to the intruder's or anywhere.
    await ctx.db.query('DELETE FROM mensagem_saida');
    await requisitar(ctx.app, 'POST', '/v1/usuario/password/reset/email', {
      body: { login: '046.789.120-61' },
    });
    expect((await ctx.db.query('SELECT 1 FROM mensagem_saida')).length).toBe(0);
  });

  // The undo link of an e-mail change goes to the address before it: the intruder's. It lived in its own table, apart
  // from the links the take-back invalidates, and gave the account back to him with a confirmed e-mail.
  it('o link de desfazer uma troca de e-mail que o intruso pediu morre com a retomada', async () => {
    const intruso = await cadastrarComCpfAlheio('824.613.579-19', 'intruso5@exemplo.com.br');
    const troca = await requisitar(ctx.app, 'PUT', `/v1/usuario/${intruso.id}/Email`, {
      token: intruso.token,
      body: { email: 'qualquer5@exemplo.com.br', senha: SENHA_DO_INTRUSO },
    });
    expect(troca.statusCode).toBe(200);
    const desfazer = await ultimoLinkNaCaixa(ctx.app, 'intruso5@exemplo.com.br');
    const dona = await entrarComGovbr({
      sub: '82461357919',
      email: 'dona5@exemplo.com.br',
      email_verified: true,
    });
    expect(dona.json().contaRetomada).toBe(true);

    const r = await requisitar(
      ctx.app,
      'POST',
      `/v1/usuario/${intruso.id}/confirmation?token=${desfazer.token}`,
      {
        body: {},
      },
    );
    expect(r.statusCode).toBe(400);
    expect(await conta(intruso.id)).toMatchObject({ email: 'dona5@exemplo.com.br', email_confirmado: true });
  });

  // Left on the account unconfirmed, the intruder's address still received what the owner asked for: a new
  // confirmation link (he confirms it, then asks for a reset) or the undo link of her change of e-mail.
  it('sem e-mail livre do gov.br, o endereço do intruso sai da conta: nem o reenvio nem o desfazer chegam a ele', async () => {
    const intruso = await cadastrarComCpfAlheio('318.406.257-08', 'intruso6@exemplo.com.br');
    const dona = await entrarComGovbr({ sub: '31840625708', email: undefined, email_verified: false });
    expect(dona.statusCode).toBe(200);
    expect((await conta(intruso.id)).email).not.toBe('intruso6@exemplo.com.br');
    await ctx.db.query('DELETE FROM mensagem_saida');

    const reenvio = await requisitar(ctx.app, 'POST', `/v1/usuario/${intruso.id}/confirmation/email`, {
      token: dona.json().token,
      body: {},
    });
    expect(reenvio.statusCode).toBe(409);
    expect(reenvio.json().errors).toEqual([
      'A conta ainda não tem um e-mail. Informe o seu em Minha conta para receber o link de confirmação.',
    ]);
    const troca = await requisitar(ctx.app, 'PUT', `/v1/usuario/${intruso.id}/Email`, {
      token: dona.json().token,
      body: { email: 'dona6@exemplo.com.br' },
    });
    expect(troca.statusCode).toBe(200);
    const destinos = await ctx.db.query<{ para: string }>('SELECT para FROM mensagem_saida');
    expect(destinos).toEqual([{ para: 'dona6@exemplo.com.br' }]);
  });

  it('cadastro com um CPF que o gov.br já comprovou: 409 que leva a "Entrar com gov.br"', async () => {
    const dona = await entrarComGovbr({ sub: '29375681068', email: 'dona4@exemplo.com.br' });
    expect(dona.statusCode).toBe(200);
    const r = await requisitar(ctx.app, 'POST', '/v1/usuario/ViaRapidaLoginSP/Create', {
      body: {
        nome: 'Nome Qualquer',
        cpf: '293.756.810-68',
        email: 'intruso4@exemplo.com.br',
        dataNascimento: '01/01/1990',
        senha: SENHA_DO_INTRUSO,
        confirmacaoSenha: SENHA_DO_INTRUSO,
        aceitouTermo: true,
      },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().errors).toEqual([
      'Este CPF já foi confirmado pelo gov.br. Para acessar a sua conta, use o botão "Entrar com gov.br" na página de entrada.',
    ]);
  });
});
