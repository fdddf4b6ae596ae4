import { screen, within } from '@testing-library/react';
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { renderizarRotasDoRemoto } from '@portal/remoto/testes';
import type { InscricaoDaTurma } from '@portal/contracts';
import { Rotas } from '../../../app/routes';
import { entrarNaEquipe, inscricao, pagina, turma } from '../../../testes/dados';

// Renata registered a social name; the API sends it as the name, and the civil name only to whom checks documents.
const RENATA = { nome: 'Renata Alves', nomeCivil: 'Roberto Alves Pereira' };

function abrir(papel: string, itens: InscricaoDaTurma[]) {
  entrarNaEquipe(papel);
  fingirRede(
    {
      'GET /v1/gestao/turmas/7': { data: turma() },
      'GET /v1/gestao/turmas/7/inscricoes': { data: pagina(itens) },
    },
    { ignorarCookieCsrf: true },
  );
  renderizarRotasDoRemoto(<Rotas />, '/gestao/turmas/7');
}

afterEach(restaurarRede);

describe('nome social na lista de inscrições (Decreto 8.727/2016, decisão 1550)', () => {
  it('a Executora vê o nome social em destaque e, abaixo, o nome civil com o seu rótulo', async () => {
    abrir('Executora', [inscricao(11, RENATA), inscricao(12)]);
    const tabela = await screen.findByRole('table', { name: 'Inscrições, página 1 de 1' });
    const linha = within(tabela)
      .getByRole('rowheader', { name: /^Renata Alves/ })
      .closest('tr')!;
    expect(within(linha).getByRole('rowheader')).toHaveTextContent(
      /^Renata AlvesNome civil: Roberto Alves Pereira$/,
    );
    // Selecting names the person by the name she uses.
    expect(screen.getByRole('checkbox', { name: 'Selecionar Renata Alves' })).toBeInTheDocument();
    // Nobody without a social name gets a civil-name line.
    expect(within(tabela).getByRole('rowheader', { name: 'Candidata 12' })).not.toHaveTextContent(
      /Nome civil/,
    );
  });

  it('sem o nome civil na resposta (outros perfis), só o nome social aparece', async () => {
    abrir('Professor', [inscricao(11, { ...RENATA, nomeCivil: null })]);
    const tabela = await screen.findByRole('table', { name: 'Inscrições, página 1 de 1' });
    expect(within(tabela).getByRole('rowheader', { name: 'Renata Alves' })).toBeInTheDocument();
    expect(screen.queryByText(/Roberto/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Nome civil/)).not.toBeInTheDocument();
  });
});
