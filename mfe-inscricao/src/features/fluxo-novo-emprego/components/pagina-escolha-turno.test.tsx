import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { escolhasStore } from '@portal/shared-auth';
import { turma } from '../../../testes/fixtures';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { limparRascunhosDoFluxo } from '../../../comum/rascunhos';
import { renderizarEm } from '../../../testes/renderizar';
import { EscolhaTurnoPagina } from './pagina-escolha-turno';

const manha = turma({ id: 30, turno: 'MANHA', horario: '08:00 às 12:00', vagasDisponiveis: 0 });
const noite = turma({ id: 31, turno: 'NOITE', horario: '19:00 às 22:00', vagasDisponiveis: 7 });
const tarde = turma({
  id: 32,
  turno: 'TARDE',
  horario: '13:00 às 17:00',
  vagasDisponiveis: 23,
  aberta: false,
});

function abrir(modo: 'form' | 'edit' = 'form', turmas = [manha, noite]) {
  fingirRede({ 'GET /v1/ordens-servico/21/turmas': { data: turmas } });
  return renderizarEm(
    <EscolhaTurnoPagina modo={modo} />,
    `/inscricao/escolha-turno/${modo}/:idOrdemServico`,
    `/inscricao/escolha-turno/${modo}/21`,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  entrarComo();
  escolhasStore.setState({
    curso: { idCurso: 11, idModalidade: 22 },
    municipio: { idMunicipio: 1 },
    opcaoInscricao: null,
  });
});
afterEach(restaurarRede);

describe('EscolhaTurnoPagina', () => {
  // Issue 28 §4: a full class offers its waiting list to a new enrolment; a closed one says why it takes no one.
  it('shows shift, dates and free seats; a full class offers the waiting list, a closed one says it is closed', async () => {
    abrir('form', [manha, noite, tarde]);
    const cheia = await screen.findByLabelText('Manhã, 08:00 às 12:00');
    expect(cheia).toBeEnabled();
    expect(cheia).toHaveAccessibleDescription(/Entre na lista de espera/);
    const encerrada = screen.getByLabelText('Tarde, 13:00 às 17:00');
    expect(encerrada).toBeDisabled();
    expect(encerrada).toHaveAccessibleDescription(/Inscrições encerradas em 25\/01\/2027\./);
    expect(encerrada).not.toHaveAccessibleDescription(/vagas livres/);
    const livre = screen.getByLabelText('Noite, 19:00 às 22:00');
    expect(livre).toBeEnabled();
    expect(livre).toHaveAccessibleDescription(/01\/02\/2027 a 30\/04\/2027\. 7 vagas livres de 20\./);
    expect(screen.getByRole('heading', { level: 1, name: 'Escolha o turno' })).toBeInTheDocument();
  });

  it('a change of class cannot take a full class', async () => {
    abrir('edit');
    expect(await screen.findByLabelText('Manhã, 08:00 às 12:00')).toBeDisabled();
  });

  it('without a choice, shows the error summary linked to the first available option', async () => {
    abrir('form', [tarde, noite]);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    const resumo = screen.getByRole('alert');
    const link = within(resumo).getByRole('link', { name: 'Escolha uma turma com inscrições abertas.' });
    expect(link).toHaveAttribute('href', '#turma-31');
    expect(screen.getByRole('group', { name: 'Turmas da unidade escolhida' })).toHaveAccessibleDescription(
      'Escolha uma turma com inscrições abertas.',
    );
    expect(screen.getByTestId('local')).toHaveTextContent('/inscricao/escolha-turno/form/21');
  });

  it('stores the chosen class as the enrolment option and goes to the check page', async () => {
    abrir();
    await userEvent.click(await screen.findByLabelText('Noite, 19:00 às 22:00'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(escolhasStore.getState().opcaoInscricao).toEqual({ idTurma: 31, idOrdemServico: 21 });
    expect(screen.getByTestId('local')).toHaveTextContent('/inscricao/confirmacao-novoemprego/11');
  });

  it('keeps the selection across a reload (draft in the tab)', async () => {
    const { unmount } = abrir();
    await userEvent.click(await screen.findByLabelText('Noite, 19:00 às 22:00'));
    unmount();
    abrir();
    expect(await screen.findByLabelText('Noite, 19:00 às 22:00')).toBeChecked();
  });

  it('forgets the unsaved selection once the enrolment is saved', async () => {
    const { unmount } = abrir();
    await userEvent.click(await screen.findByLabelText('Noite, 19:00 às 22:00'));
    unmount();
    limparRascunhosDoFluxo();
    abrir();
    expect(await screen.findByLabelText('Noite, 19:00 às 22:00')).not.toBeChecked();
  });

  it('with no class in the unit, links back to unit choice', async () => {
    abrir('edit', []);
    expect(await screen.findByRole('link', { name: 'Escolher outra unidade' })).toHaveAttribute(
      'href',
      '/inscricao/escolha-unidade/novo-emprego/edit',
    );
  });
});
