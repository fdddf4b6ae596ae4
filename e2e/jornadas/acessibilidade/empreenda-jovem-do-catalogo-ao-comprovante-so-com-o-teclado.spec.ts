import { test } from '../../testes/jornada';
import { inscreverNoProgramaSoComTeclado } from '../../testes/acessibilidade/inscricao-pelo-teclado';

/** Issue #14: the Empreenda Jovem enrolment by keyboard alone, for a candidate inside its age range (16 to 29). */
test('jovem de 22 anos se inscreve no Empreenda Jovem, do catálogo ao comprovante, só com o teclado', async ({
  page,
  request,
}) => {
  await inscreverNoProgramaSoComTeclado(page, request, {
    programa: 'Empreenda Jovem',
    curso: 'Primeiro Negócio',
    nascimento: `10/05/${new Date().getFullYear() - 22}`,
  });
});
