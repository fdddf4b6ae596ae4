import { test } from '../../testes/jornada';
import { criarConta } from '../../testes';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';
import { abrir, conferirReflow } from '../../testes/acessibilidade/acessibilidade';

/**
 * Issue #14 item 1: long unbroken values were one cause of the sideways scroll. A citizen whose name and e-mail have
 * no place to break reads their account at 320 px and with the text at 200 % without scrolling sideways.
 */
test('nome e e-mail longos, sem onde quebrar, cabem em 320 px e com o texto a 200 %', async ({
  page,
  request,
}) => {
  const unico = Date.now();
  const conta = await criarConta(request, {
    nome: 'Maria Anacletadossantosdasilvapereiradecarvalho Souza',
    email: `e2e${unico}umenderecodeemailbemcompridosemondequebrar@exemplo.com.br`,
  });
  await entrarNoNavegador(page, request, conta.cpf, conta.senha);
  await abrir(page, '/usuario/conta', /Minha conta/);
  await conferirReflow(page, '/usuario/conta com valores longos');
});
