import { SENHA_DEMO } from '../src/db/seed/usuarios.js';
import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { entrar, requisitar, type Sessao } from '../src/testes/cliente.js';

/**
 * An intruder who knows Maria's password changes her e-mail to his X and confirms it, then asks for a second change
 * X→Y: its undo link goes to X, his. Maria undoes the first change with the link sent to her address. The undo used to
 * cancel only the pending change, so the intruder's kept link still worked: the account went back to X, confirmed,
 * and X received the new-password link. Undoing a change now ends the links of every later change; the links of
 * earlier ones stay, so the intruder using his link first cannot take Maria's away.
 */
let ctx: Contexto;
beforeEach(async () => {
  ctx = await criarContexto();
});
afterEach(() => ctx.fechar());

const MARIA = 'maria.silva@exemplo.com.br';
const alterar = (s: Sessao, email: string) =>
  requisitar(ctx.app, 'PUT', `/v1/usuario/${s.id}/Email`, {
    token: s.token,
    body: { email, senha: SENHA_DEMO },
  });
const linkPara = async (para: string, tipo: string) => {
  const [mensagem] = await ctx.db.query<{ link: string }>(
    'SELECT link FROM mensagem_saida WHERE lower(para) = lower($1) AND tipo = $2 ORDER BY id DESC LIMIT 1',
    [para, tipo],
  );
  return mensagem!.link;
};
const usarLink = (id: number, link: string) =>
  requisitar(
    ctx.app,
    'POST',
    `/v1/usuario/${id}/confirmation?token=${new URL(link).searchParams.get('token')}`,
    {
      body: {},
    },
  );
const emailDaConta = async (id: number) =>
  (await ctx.db.query<{ email: string }>('SELECT email FROM usuario WHERE id = $1', [id]))[0]!.email;

/** The intruder's two changes: A→X confirmed, then X→Y asked. Returns his session and the undo link X received. */
async function duasTrocasDoInvasor(): Promise<{ invasor: Sessao; desfazerDoInvasor: string }> {
  const invasor = await entrar(ctx.app, MARIA);
  expect((await alterar(invasor, 'x@invasor.com')).statusCode).toBe(200);
  expect((await usarLink(invasor.id, await linkPara('x@invasor.com', 'ALTERACAO_EMAIL'))).statusCode).toBe(
    200,
  );
  expect((await alterar(invasor, 'y@invasor.com')).statusCode).toBe(200);
  return { invasor, desfazerDoInvasor: await linkPara('x@invasor.com', 'DESFAZER_ALTERACAO_EMAIL') };
}

it('depois de a dona desfazer, o desfazer guardado pelo invasor não vale mais', async () => {
  const { invasor, desfazerDoInvasor } = await duasTrocasDoInvasor();
  const daDona = await usarLink(invasor.id, await linkPara(MARIA, 'DESFAZER_ALTERACAO_EMAIL'));
  expect(daDona.statusCode).toBe(200);
  expect(await emailDaConta(invasor.id)).toBe(MARIA);

  expect((await usarLink(invasor.id, desfazerDoInvasor)).statusCode).toBe(400);
  expect(await emailDaConta(invasor.id)).toBe(MARIA);
  const paraOInvasor = await ctx.db.query(
    "SELECT id FROM mensagem_saida WHERE para = 'x@invasor.com' AND tipo = 'REDEFINICAO_SENHA'",
  );
  expect(paraOInvasor).toEqual([]);
});

it('o invasor usando o seu desfazer primeiro não tira o da dona', async () => {
  const { invasor, desfazerDoInvasor } = await duasTrocasDoInvasor();
  expect((await usarLink(invasor.id, desfazerDoInvasor)).statusCode).toBe(200);
  expect(await emailDaConta(invasor.id)).toBe('x@invasor.com');

  expect((await usarLink(invasor.id, await linkPara(MARIA, 'DESFAZER_ALTERACAO_EMAIL'))).statusCode).toBe(
    200,
  );
  expect(await emailDaConta(invasor.id)).toBe(MARIA);
});
