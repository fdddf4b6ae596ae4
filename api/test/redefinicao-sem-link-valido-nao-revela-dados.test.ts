import { Mensagem } from '@portal/contracts';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';

/**
 * The password policy refuses a password that holds the account's CPF, birth date or name. It was checked before the
 * link, so anyone, with a made-up link, learned from the refusal whether Maria was born on 15/03/1990 (a long
 * password tries many dates at once), or whether a CPF or a name was hers. The link is now checked first.
 */
const t = usarContextoDemo();

const redefinir = (senha: string) =>
  requisitar(t.ctx.app, 'POST', `/v1/usuario/${t.s.maria.id}/password/reset`, {
    body: { id: t.s.maria.id, token: 'um-link-inventado', senha, confirmacaoSenha: senha },
  });

it.each([
  ['a data de nascimento', 'Xz9q15031990kk', 'Xz9q15031991kk'],
  ['o CPF', 'Xz9q52998224725k', 'Xz9q52998224726k'],
  ['o nome', 'Xz9qmaria#2026', 'Xz9qjoana#2026'],
])('sem um link válido, a resposta não diz se a senha contém %s', async (_, comODado, semODado) => {
  const [com, sem] = [await redefinir(comODado), await redefinir(semODado)];
  expect([com.statusCode, com.json()]).toEqual([sem.statusCode, sem.json()]);
  expect(com.json().errors).toEqual([Mensagem.linkInvalido]);
});
