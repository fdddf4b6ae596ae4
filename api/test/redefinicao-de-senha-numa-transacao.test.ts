import { Mensagem } from '@portal/contracts';
import { DEMO, entrar, requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';

const t = usarContextoDemo();

/**
 * The reset link spends its token, changes the password and ends every session. If any of the three fails, none may
 * stay done: a spent link with the old password locks the owner out, and a new password with the old sessions alive
 * leaves in whoever the owner was locking out (issue 31 §1).
 */
describe('redefinição de senha pelo link do e-mail', () => {
  const NOVA = 'Girassol-Azul-2026';
  const falharAoEncerrarSessoes = async () => {
    await t.ctx.db.query(`CREATE OR REPLACE FUNCTION falhar_sessao() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'falha provocada pelo teste'; END $$`);
    await t.ctx.db.query(
      'CREATE TRIGGER falhar_sessao BEFORE UPDATE ON sessao FOR EACH STATEMENT EXECUTE FUNCTION falhar_sessao()',
    );
  };
  const deixarDeFalhar = () => t.ctx.db.query('DROP TRIGGER falhar_sessao ON sessao');
  const senhaHash = async (id: number) =>
    (await t.ctx.db.query<{ senha_hash: string }>('SELECT senha_hash FROM usuario WHERE id = $1', [id]))[0]!
      .senha_hash;

  it('ou faz tudo (link gasto, senha nova, sessões encerradas) ou nada', async () => {
    const joao = (await t.ctx.app.repos.usuarios.porLogin({ tipo: 'email', valor: DEMO.joao }))!;
    const sessao = await entrar(t.ctx.app, DEMO.joao);
    const token = await t.ctx.app.repos.mensagens.novoToken(joao.id, 'REDEFINICAO_SENHA', 3600);
    const antes = await senhaHash(joao.id);
    const redefinir = () =>
      requisitar(t.ctx.app, 'POST', `/v1/usuario/${joao.id}/password/reset`, {
        body: { id: joao.id, token, senha: NOVA, confirmacaoSenha: NOVA },
      });

    await falharAoEncerrarSessoes();
    try {
      expect((await redefinir()).statusCode).toBe(500);
    } finally {
      await deixarDeFalhar();
    }
    expect(await senhaHash(joao.id)).toBe(antes);

    // The same link still works, and this time everything happens.
    const r = await redefinir();
    expect(r.statusCode).toBe(200);
    expect(await senhaHash(joao.id)).not.toBe(antes);
    const perfil = await requisitar(t.ctx.app, 'GET', `/v1/usuario/${joao.id}`, { token: sessao.token });
    expect(perfil.statusCode).toBe(401);
    const denovo = await redefinir();
    expect(denovo.statusCode).toBe(400);
    expect(denovo.json().message).toBe(Mensagem.linkInvalido);
  });
});
