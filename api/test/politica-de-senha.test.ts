import { DEMO, requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';

const t = usarContextoDemo();
const CONTA = {
  nome: 'Rosa Andrade',
  cpf: '454.405.718-33',
  email: 'rosa.andrade@exemplo.com.br',
  dataNascimento: '07/09/1985',
  aceitouTermo: true,
};

const criar = (senha: string, extra: object = {}) =>
  requisitar(t.ctx.app, 'POST', '/v1/usuario/ViaRapidaLoginSP/Create', {
    body: { ...CONTA, senha, confirmacaoSenha: senha, ...extra },
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 200) + 20}`,
  });

describe('política de senha (NIST 800-63B §3.1.1.2) em contas novas', () => {
  it.each(['password1', 'Senha@123', 'senha123', 'Qwerty123', 'abc12345', 'Iloveyou1'])(
    'recusa a senha comum %s',
    async (senha) => {
      const r = await criar(senha);
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toContain('senha: Esta senha é muito comum. Escolha outra.');
    },
  );

  it.each([
    ['o CPF', 'Rosa45440571833'],
    ['a data de nascimento', 'Nasci07091985'],
    ['a data de nascimento invertida', 'Ano19850907x'],
    ['o nome', 'andrade-2026-z'],
  ])('recusa a senha que contém %s', async (_o, senha) => {
    const r = await criar(senha);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toContain(
      'senha: A senha não pode conter o seu CPF, a sua data de nascimento ou o seu nome.',
    );
  });

  it('aceita uma senha longa e própria', async () => {
    expect((await criar('Ipê amarelo na praça 42')).statusCode).toBe(201);
  });

  it('a nova senha pelo link do e-mail segue a mesma política', async () => {
    const joao = (await t.ctx.app.repos.usuarios.porLogin({ tipo: 'email', valor: DEMO.joao }))!;
    const token = await t.ctx.app.repos.mensagens.novoToken(joao.id, 'REDEFINICAO_SENHA', 3600);
    const body = { id: joao.id, token, senha: 'password1', confirmacaoSenha: 'password1' };
    const r = await requisitar(t.ctx.app, 'POST', `/v1/usuario/${joao.id}/password/reset`, { body });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toContain('senha: Esta senha é muito comum. Escolha outra.');
  });
});
