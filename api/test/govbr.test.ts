import { createLocalJWKSet, generateKeyPair, SignJWT } from 'jose';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { cadastrarComSenha } from '../src/testes/usuario.js';
import { gerarChaves, idToken, ISSUER, naTentativa } from '../src/testes/govbr.js';

let ctx: Contexto;
let pemPublica: string;

beforeAll(async () => {
  const chaves = await gerarChaves();
  pemPublica = chaves.pemPublica;
  ctx = await criarContexto({
    govbrJwks: createLocalJWKSet({ keys: [chaves.jwkPublica] }),
    config: { govbrIssuer: ISSUER },
  });
});
afterAll(() => ctx.fechar());

const trocar = (token: string) =>
  requisitar(ctx.app, 'POST', '/v1/usuario/authentication/govbr', {
    body: { idToken: token },
    headers: naTentativa(ctx, token),
  });
const claimsDe = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('POST /v1/usuario/authentication/govbr', () => {
  it('vincula pelo CPF (sub) a um usuário existente', async () => {
    const r = await trocar(await idToken({ sub: '52998224725', uf: 'SP' }));
    expect(r.statusCode).toBe(200);
    expect(claimsDe(r.json().token)).toMatchObject({ name: 'Maria Silva', role: 'Candidato' });
    const dados = await requisitar(ctx.app, 'GET', '/v1/usuario/GetUsuarioGovBR', { token: r.json().token });
    expect(dados.json()).toMatchObject({ sub: '52998224725', cpf: '52998224725', email_verified: true });
  });

  it('cria um Candidato a partir das claims quando o CPF é novo', async () => {
    const r = await trocar(await idToken({ sub: '71428793860', uf: 'RJ', email_verified: false }));
    expect(r.statusCode).toBe(200);
    expect(claimsDe(r.json().token)).toMatchObject({
      name: 'Cidadã Teste',
      email: 'cidada@exemplo.com.br',
      aceitouTermo: false,
      uf: 'RJ',
    });
    const [u] = await ctx.db.query<{ email_confirmado: boolean; senha_hash: string | null }>(
      "SELECT email_confirmado, senha_hash FROM usuario WHERE cpf = '71428793860'",
    );
    expect(u).toEqual({ email_confirmado: false, senha_hash: null });
  });

  // Anyone may register an account with someone's e-mail without confirming it: a 409 here locked the address's owner
  // out of gov.br's own sign-in. The account opens with a provisional address that receives nothing.
  it('CPF novo com o e-mail já usado por outra conta: entra, com um endereço provisório e não confirmado', async () => {
    const ocupante = await cadastrarComSenha(ctx.app, {
      nome: 'Quem Digitou Primeiro',
      cpf: '536.620.471-28',
      email: 'lucia.govbr@exemplo.com.br',
      senha: 'Ocupante#2026x',
    });
    expect(ocupante.statusCode).toBe(201);
    const r = await trocar(await idToken({ sub: '64573158286', email: 'lucia.govbr@exemplo.com.br' }));
    expect(r.statusCode).toBe(200);
    const [u] = await ctx.db.query<{ email: string; email_confirmado: boolean }>(
      "SELECT email, email_confirmado FROM usuario WHERE cpf = '64573158286'",
    );
    expect(u).toEqual({ email: '64573158286@sem-email.gov.br', email_confirmado: false });
  });

  it('sem e-mail nas claims, o endereço provisório não é dado como confirmado e não recebe mensagens', async () => {
    const r = await trocar(await idToken({ sub: '31840625708', email: undefined, email_verified: true }));
    expect(r.statusCode).toBe(200);
    const [u] = await ctx.db.query<{ id: number; email: string; email_confirmado: boolean }>(
      "SELECT id, email, email_confirmado FROM usuario WHERE cpf = '31840625708'",
    );
    expect(u).toMatchObject({ email: '31840625708@sem-email.gov.br', email_confirmado: false });
    await ctx.app.services.email.confirmacao({ id: u!.id, nome: 'Cidadã Teste', email: u!.email });
    expect(await ctx.db.query("SELECT 1 FROM mensagem_saida WHERE para LIKE '%@sem-email.gov.br'")).toEqual(
      [],
    );
  });

  // Two first sign-ins at once (a double tap, two tabs) both found no account and both inserted one: the second hit
  // the CPF's unique key, a 500.
  it('dois primeiros logins simultâneos de um CPF novo entram os dois, na mesma conta', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 4 }, () => idToken({ sub: '42751936016', email: 'dupla@exemplo.com.br' })),
    );
    const respostas = await Promise.all(tokens.map(trocar));
    expect(respostas.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const contas = await ctx.db.query("SELECT id FROM usuario WHERE cpf = '42751936016'");
    expect(contas).toHaveLength(1);
    expect(new Set(respostas.map((r) => claimsDe(r.json().token).sid))).toEqual(new Set([contas[0]!.id]));
  });

  it('com social_name, o token do portal traz o nome social (Decreto 8.727/2016); sem ele, nada', async () => {
    const r = await trocar(
      await idToken({
        sub: '71593826419',
        name: 'Roberto Alves Pereira',
        email: 'renata.alves@exemplo.com.br',
        social_name: ' Renata Alves ',
      }),
    );
    expect(r.statusCode).toBe(200);
    expect(claimsDe(r.json().token)).toMatchObject({
      name: 'Roberto Alves Pereira',
      nomeSocial: 'Renata Alves',
    });
    const [u] = await ctx.db.query<{ nome: string }>("SELECT nome FROM usuario WHERE cpf = '71593826419'");
    expect(u?.nome).toBe('Roberto Alves Pereira');
    const semNome = await trocar(await idToken({ sub: '52998224725' }));
    expect(claimsDe(semNome.json().token).nomeSocial).toBeNull();
  });

  it('aceita um token vencido há menos de 600 s (tolerância)', async () => {
    const exp = Math.floor(Date.now() / 1000) - 500;
    expect((await trocar(await idToken({ sub: '52998224725' }, { exp }))).statusCode).toBe(200);
  });

  it('recusa com 401: outra chave, alg none, HS256 com a chave pública, vencido há mais de 600 s, issuer ou audience errados', async () => {
    const outra = (await generateKeyPair('RS256')).privateKey;
    const agora = Math.floor(Date.now() / 1000);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const payload = { sub: '52998224725', iss: ISSUER, aud: 'portal', iat: agora, exp: agora + 300 };
    const semAssinatura = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
    const hsComPublica = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .sign(new TextEncoder().encode(pemPublica));
    const recusados = [
      await idToken({ sub: '52998224725' }, { key: outra }),
      semAssinatura,
      hsComPublica,
      await idToken({ sub: '52998224725' }, { exp: agora - 700 }),
      await idToken({ sub: '52998224725' }, { iss: 'http://outro.idp/' }),
      await idToken({ sub: '52998224725' }, { aud: 'outro-cliente' }),
      'nem-e-um-jwt',
    ];
    for (const token of recusados) {
      const r = await trocar(token);
      expect([r.statusCode, r.json().message]).toEqual([
        401,
        'Não foi possível validar o seu login gov.br. Entre novamente.',
      ]);
    }
  });

  it('GetUsuarioGovBR responde 404 para quem nunca entrou pelo gov.br', async () => {
    const login = await requisitar(ctx.app, 'POST', '/v1/usuario/authentication', {
      body: { login: 'joao.souza@exemplo.com.br', senha: 'Senha@123' },
    });
    const r = await requisitar(ctx.app, 'GET', '/v1/usuario/GetUsuarioGovBR', { token: login.json().token });
    expect(r.statusCode).toBe(404);
  });
});
