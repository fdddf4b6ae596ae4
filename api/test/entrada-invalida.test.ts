import { TOTAL_DE_CONTAS_DEMO } from '../src/db/seed/index.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';
import { BASE, casosHostis, retratoDasTabelas, SCRIPT, SQL } from '../src/testes/entrada-invalida.js';

/** Hostile or broken input: never a 500, always the alert shape, and not one row changed. */
const t = usarContextoDemo();
const retrato = () => retratoDasTabelas(t.ctx.db);
const casos = () => casosHostis(t.s.maria.id);

describe('entrada inválida', () => {
  it('nenhuma resposta 500, sempre {message, errors[]} e nenhuma linha alterada', async () => {
    const antes = await retrato();
    for (const [nome, metodo, url, corpo, headers] of casos()) {
      const r = await requisitar(t.ctx.app, metodo, url, { token: t.s.maria.token, body: corpo, headers });
      const alerta = r.json();
      expect({ nome, status: r.statusCode < 500 && r.statusCode >= 400 }).toEqual({ nome, status: true });
      expect({ nome, message: typeof alerta.message, errors: Array.isArray(alerta.errors) }).toEqual({
        nome,
        message: 'string',
        errors: true,
      });
    }
    expect(await retrato()).toEqual(antes);
  });

  it('corpo enorme é 413, JSON malformado e campo desconhecido são 400 em português', async () => {
    const [, , , , , , desconhecido, , enorme] = casos();
    const r413 = await requisitar(t.ctx.app, enorme![1], enorme![2], {
      token: t.s.maria.token,
      body: enorme![3],
    });
    expect(r413.statusCode).toBe(413);
    const malformado = await requisitar(t.ctx.app, 'POST', '/v1/usuario/authentication', {
      body: '{"login": ',
    });
    expect(malformado.json()).toEqual({
      message: 'Os dados enviados são inválidos.',
      errors: ['O corpo da requisição não é um JSON válido.'],
    });
    const r400 = await requisitar(t.ctx.app, desconhecido![1], desconhecido![2], {
      token: t.s.maria.token,
      body: desconhecido![3],
    });
    expect(r400.statusCode).toBe(400);
    expect(r400.json().errors.join(' ')).toMatch(/role/);
  });

  it('texto livre com SQL ou script é guardado como dado, literalmente, e devolvido em JSON', async () => {
    const nomeSocial = `${SCRIPT} ${SQL[1]}`;
    const r = await requisitar(t.ctx.app, 'PATCH', `${BASE}/PessoaFisica/${t.s.maria.id}`, {
      token: t.s.maria.token,
      body: { nomeSocial },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/json');
    expect(r.json().nomeSocial).toBe(nomeSocial);
    const [usuarios] = await t.ctx.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM usuario');
    expect(usuarios!.n).toBe(TOTAL_DE_CONTAS_DEMO);
  });
});
