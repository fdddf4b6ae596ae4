import { test } from '../../testes/jornada';
import { inscreverNoProgramaSoComTeclado } from '../../testes/acessibilidade/inscricao-pelo-teclado';

/** Issue #14: the Empreenda SP enrolment by keyboard alone, from the home page's card to the receipt. */
test('candidato novo se inscreve no Empreenda SP, do catálogo ao comprovante, só com o teclado', async ({
  page,
  request,
}) => {
  await inscreverNoProgramaSoComTeclado(page, request, {
    programa: 'Empreenda SP',
    curso: 'Plano de Negócios',
  });
});
