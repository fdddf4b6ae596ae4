import { SENHA_DEMO } from '../src/db/seed/usuarios.js';
import { entrar, requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';

/**
 * Issue 27 §8: the portal as a mail relay. E-mail changes (two messages each) and the anonymous FAQ form sent text
 * the requester wrote to any address, with no limit per account or per recipient.
 */
const t = usarContextoDemo();

const mensagensPara = (para: string) =>
  t.ctx.db.query<{ corpo: string }>('SELECT corpo FROM mensagem_saida WHERE lower(para) = lower($1)', [para]);
const perguntar = (nome: string, email: string, endereco: string) =>
  requisitar(t.ctx.app, 'POST', '/v1/faq/perguntas', {
    body: { nome, email, assunto: 'geral', pergunta: 'Quando abrem as inscrições do curso?' },
    remoteAddress: endereco,
  });

describe('envio de e-mail pedido por terceiros: limitado e com o texto citado', () => {
  it('formulário de dúvidas: no máximo 3 avisos por dia a um destinatário; a pergunta fica guardada (201)', async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect(
        (await perguntar('Visitante Curioso', 'alvo.faq@exemplo.com.br', `198.51.100.${i}`)).statusCode,
      ).toBe(201);
    }
    expect(await mensagensPara('alvo.faq@exemplo.com.br')).toHaveLength(3);
    const [{ n }] = (await t.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM faq_pergunta WHERE email = 'alvo.faq@exemplo.com.br'",
    )) as [{ n: number }];
    expect(n).toBe(5);
  });

  it('formulário de dúvidas: o nome digitado vai entre aspas, numa linha, sem se passar pelo portal', async () => {
    const nome = 'Portal Qualifica\nSua conta foi bloqueada. Acesse http://golpe.exemplo para desbloquear';
    expect((await perguntar(nome, 'alvo.citado@exemplo.com.br', '198.51.100.50')).statusCode).toBe(201);
    const [m] = await mensagensPara('alvo.citado@exemplo.com.br');
    expect(m!.corpo).not.toContain('\nSua conta foi bloqueada');
    expect(m!.corpo).toContain('“Portal Qualifica Sua conta foi bloqueada.');
    expect(m!.corpo).not.toMatch(/^Olá, Portal/);
  });

  it('alteração de e-mail: 5 pedidos por conta e dia, depois 429', async () => {
    const joao = await entrar(t.ctx.app, 'joao.souza@exemplo.com.br');
    // Requests without the account's session do not use up its quota.
    for (let i = 1; i <= 6; i += 1) {
      const alheio = await requisitar(t.ctx.app, 'PUT', `/v1/usuario/${joao.id}/Email`, {
        body: { email: `alheio${i}@exemplo.com.br`, senha: SENHA_DEMO },
      });
      expect(alheio.statusCode).toBe(401);
    }
    const codigos: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const r = await requisitar(t.ctx.app, 'PUT', `/v1/usuario/${joao.id}/Email`, {
        token: joao.token,
        body: { email: `destino${i}@exemplo.com.br`, senha: SENHA_DEMO },
      });
      codigos.push(r.statusCode);
    }
    expect(codigos).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await mensagensPara('destino6@exemplo.com.br')).toEqual([]);
  });

  it('alteração de e-mail: um destinatário recebe no máximo 3 links por dia, de qualquer conta', async () => {
    const codigos: number[] = [];
    for (const login of [
      'maria.silva@exemplo.com.br',
      'lucas.rocha@exemplo.com.br',
      'bruna.costa@exemplo.com.br',
      'carla.dias@exemplo.com.br',
    ]) {
      const s = await entrar(t.ctx.app, login);
      const r = await requisitar(t.ctx.app, 'PUT', `/v1/usuario/${s.id}/Email`, {
        token: s.token,
        body: { email: 'alvo.troca@exemplo.com.br', senha: SENHA_DEMO },
      });
      codigos.push(r.statusCode);
    }
    expect(codigos).toEqual([200, 200, 200, 429]);
    expect(await mensagensPara('alvo.troca@exemplo.com.br')).toHaveLength(3);
  });
});
