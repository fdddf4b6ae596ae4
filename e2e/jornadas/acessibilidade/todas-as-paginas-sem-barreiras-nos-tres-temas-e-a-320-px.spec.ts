import { expect, test } from '../../testes/jornada';
import { Programa, ProgramaPortal, Rota } from '@portal/contracts';
import { entrarNaApi, entrarNoNavegador, registrarNoCadastro } from '../../testes/inscricao/inscricao';
import { EQUIPE, turmaDaExecutora } from '../../testes/gestao/gestao';
import { confirmarEmail, CONTAS_DEMONSTRACAO, criarConta } from '../../testes';
import {
  abrir,
  ROTAS_DE_MARIA,
  ROTAS_INFORMATIVAS,
  ROTAS_PUBLICAS,
} from '../../testes/acessibilidade/acessibilidade';
import {
  conferirPagina,
  cursoDoCatalogo,
  inscreverNoPrograma,
  percorrer,
  rotasComIdDoCatalogo,
  seguirPrimeiroCartao,
  ultimaTurmaAberta,
} from '../../testes/acessibilidade/percurso';

/**
 * One walk over every page a citizen can reach (issue #14): axe finds nothing in the light, dark and high-contrast
 * themes, and nothing scrolls sideways at 320 px or with the text at 200 %. Pages are opened once; themes switch in
 * place. Pages that need an account, a registration step or an enrolment get them through the real API first.
 */
test.describe.configure({ timeout: 600_000 });

test('visitante: catálogos, a página de cada curso, conta e erros', async ({ page }) => {
  for (const { rota, h1, primeiroCartao } of ROTAS_PUBLICAS) {
    await abrir(page, rota, h1);
    await conferirPagina(page, rota);
    // The details page as a visitor reaches it: the first card of the catalogue.
    if (primeiroCartao) await conferirPagina(page, await seguirPrimeiroCartao(page));
  }
});

test('visitante: páginas informativas, arcos, trilhas e o fale-conosco', async ({ page, request }) => {
  await percorrer(page, [...ROTAS_INFORMATIVAS, ...(await rotasComIdDoCatalogo(request))]);
  // The contact page opens only with its access granted (spec §2): "Relatar uma barreira" grants it.
  await abrir(page, Rota.acessibilidade, /^Acessibilidade$/);
  await page.getByRole('button', { name: 'Relatar uma barreira de acessibilidade' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fale conosco' })).toBeVisible();
  await conferirPagina(page, Rota.faleConosco);
});

test('candidato novo: o cadastro passo a passo, as páginas de inscrição de cada programa e o comprovante', async ({
  page,
  request,
}) => {
  // 20 years old: every programme's page is open to them, Empreenda Jovem and Meu Primeiro Emprego included.
  const nascimento = `10/05/${new Date().getFullYear() - 20}`;
  const conta = await criarConta(request, { dataNascimento: nascimento });
  await entrarNoNavegador(page, request, conta.cpf, conta.senha);
  await percorrer(page, [Rota.emailNaoConfirmado]);
  await confirmarEmail(request, conta);
  await percorrer(page, [
    Rota.dadosCadastraisEdit,
    '/inscricao/alerta-cadastro',
    Rota.usuarioEdit,
    '/usuario/edit/edit',
  ]);
  await registrarNoCadastro(request, conta, nascimento, ['dadosCadastrais']);
  await percorrer(page, [Rota.enderecoForm]);
  await registrarNoCadastro(request, conta, nascimento, ['endereco']);
  await percorrer(page, [Rota.socioeconomicoForm]);
  await registrarNoCadastro(request, conta, nascimento, ['socioeconomico']);
  await percorrer(page, ['/candidato/cadastro-concluido', '/usuario/alterar-email/edit']);

  const qualifica = await cursoDoCatalogo(request, Programa.ViaRapidaEmprego, 'Assistente Administrativo');
  const empreenda = await cursoDoCatalogo(
    request,
    ProgramaPortal.EmpreendaSP,
    'Finanças para o Pequeno Negócio',
  );
  const jovem = await cursoDoCatalogo(request, ProgramaPortal.EmpreendaJovem, 'Vendas pela Internet');
  const virtual = await cursoDoCatalogo(request, Programa.ViaRapidaVirtual, 'Marketing Digital');
  const primeiroEmprego = await cursoDoCatalogo(
    request,
    ProgramaPortal.MeuPrimeiroEmprego,
    'Auxiliar de Escritório',
  );
  await percorrer(page, [
    { rota: `/qualificaSP/details/${qualifica.id}`, leitura: 'detalhes-do-curso' },
    { rota: Rota.confirmacaoQualificaSP(qualifica.id), leitura: 'confirmacao-do-programa' },
    Rota.confirmacaoEmpreendaSP(empreenda.id),
    Rota.confirmacaoEmpreendaJovem(jovem.id),
    Rota.inscricaoVirtual(virtual.id),
    '/meuprimeiroemprego/inscricao/edit',
  ]);

  const sessao = await entrarNaApi(request, conta.cpf, conta.senha);
  const idTurma = await ultimaTurmaAberta(request, qualifica.id);
  const inscrita = await inscreverNoPrograma(request, sessao, Programa.ViaRapidaEmprego, idTurma);
  const idTurmaPrimeiroEmprego = await ultimaTurmaAberta(request, primeiroEmprego.id);
  await inscreverNoPrograma(request, sessao, ProgramaPortal.MeuPrimeiroEmprego, idTurmaPrimeiroEmprego);
  await percorrer(page, [
    { rota: `/inscricao/confirmacao-matricula?idInscricao=${inscrita.id}`, leitura: 'comprovante' },
    Rota.detalhesInscricao(inscrita.id),
    Rota.historico,
    '/meus-cursos/todos/todos',
    '/meuprimeiroemprego/questionario',
    '/meuprimeiroemprego/inscricao/confirmacao',
    `/meuprimeiroemprego/matricula/form/${idTurmaPrimeiroEmprego}`,
  ]);
});

test('Maria, com sessão: as páginas da conta e das inscrições também', async ({ page, request }) => {
  await entrarNoNavegador(page, request, CONTAS_DEMONSTRACAO.maria.cpf);
  await percorrer(page, ROTAS_DE_MARIA);
});

test('Executora: as páginas da área de operações (turmas, turma, histórico)', async ({ page, request }) => {
  const { turma } = await turmaDaExecutora(request);
  await entrarNoNavegador(page, request, EQUIPE.executora);
  const daTurma = `/gestao/turmas/${turma.id}`;
  await percorrer(page, ['/gestao', daTurma, `${daTurma}?aba=historico`]);
});
