import { Mensagem } from '@portal/contracts';
import { SENHA_DEMO } from '../src/db/seed/usuarios.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { DEMO, entrar, requisitar } from '../src/testes/cliente.js';
import { cadastrarComSenha, ultimoLinkNaCaixa } from '../src/testes/usuario.js';

/**
 * Anyone could register someone's e-mail under any valid CPF and never confirm it; the address's owner then got
 * "Este e-mail já está em uso por outra conta." when registering, or when changing her account's e-mail to it, for
 * good. An address nobody proved is not an account's (decision 0149): whoever gives it next takes it, and the account
 * that held it gets the provisional address of decision 0146, with its links void. A confirmed address stays taken.
 */
const t = usarContextoDemo();

const SENHA = 'Frase-Do-Cadastro-9';
const INTRUSO = { nome: 'Intruso Qualquer', cpf: '714.287.938-60', senha: SENHA };
const DONA = { nome: 'Helena Dona', cpf: '935.411.347-80', senha: SENHA };

const conta = async (cpf: string) =>
  (
    await t.ctx.db.query<{ id: number; email: string; email_confirmado: boolean }>(
      'SELECT id, email, email_confirmado FROM usuario WHERE cpf = $1',
      [cpf.replace(/\D/g, '')],
    )
  )[0]!;
const disponivel = async (email: string) =>
  (
    await requisitar(t.ctx.app, 'GET', `/v1/usuario/ViaRapida/VerificarEmail/${encodeURIComponent(email)}`)
  ).json().disponivel;
const confirmar = (link: { id: number; token: string }) =>
  requisitar(t.ctx.app, 'POST', `/v1/usuario/${link.id}/confirmation?token=${link.token}`, { body: {} });

describe('um endereço que ninguém comprovou não tranca quem é dona dele', () => {
  it('o cadastro da dona toma o endereço; a conta que o tinha fica com o provisório e o seu link morre', async () => {
    const endereco = 'helena.dona@exemplo.com.br';
    expect((await cadastrarComSenha(t.ctx.app, { ...INTRUSO, email: endereco })).statusCode).toBe(201);
    const linkDoIntruso = await ultimoLinkNaCaixa(t.ctx.app, endereco);
    expect(await disponivel(endereco)).toBe(true);

    expect((await cadastrarComSenha(t.ctx.app, { ...DONA, email: endereco })).statusCode).toBe(201);
    expect(await conta(INTRUSO.cpf)).toMatchObject({
      email: '71428793860@sem-email.gov.br',
      email_confirmado: false,
    });
    expect(await conta(DONA.cpf)).toMatchObject({ email: endereco, email_confirmado: false });

    // The intruder's link, mailed to her address, no longer confirms anything for his account.
    expect((await confirmar(linkDoIntruso)).statusCode).toBe(400);
    const linkDaDona = await ultimoLinkNaCaixa(t.ctx.app, endereco);
    expect(linkDaDona.id).toBe((await conta(DONA.cpf)).id);
    expect((await confirmar(linkDaDona)).statusCode).toBe(200);
    expect(await disponivel(endereco)).toBe(false);
  });

  it('um endereço confirmado continua em uso: 409 no cadastro, indisponível na consulta', async () => {
    expect(await disponivel(DEMO.maria)).toBe(false);
    const r = await cadastrarComSenha(t.ctx.app, { ...INTRUSO, cpf: '135.792.468-28', email: DEMO.maria });
    expect(r.statusCode).toBe(409);
    expect(r.json().errors).toEqual([Mensagem.emailEmUso]);
  });

  it('a dona troca o e-mail da conta dela para o endereço que alguém cadastrou, e o link dela o confirma', async () => {
    const endereco = 'joao.novo@exemplo.com.br';
    const intruso = { ...INTRUSO, cpf: '864.209.753-10', email: endereco };
    expect((await cadastrarComSenha(t.ctx.app, intruso)).statusCode).toBe(201);
    const joao = await entrar(t.ctx.app, DEMO.joao);
    const pedido = await requisitar(t.ctx.app, 'PUT', `/v1/usuario/${joao.id}/Email`, {
      token: joao.token,
      body: { email: endereco, senha: SENHA_DEMO },
    });
    expect(pedido.statusCode).toBe(200);
    expect(pedido.json()).toMatchObject({ emailPendente: endereco });

    const link = await ultimoLinkNaCaixa(t.ctx.app, endereco);
    expect(link.id).toBe(joao.id);
    expect((await confirmar(link)).statusCode).toBe(200);
    expect(await conta(intruso.cpf)).toMatchObject({
      email: '86420975310@sem-email.gov.br',
      email_confirmado: false,
    });
    const deNovo = await entrar(t.ctx.app, endereco);
    expect(deNovo.id).toBe(joao.id);
  });
});
