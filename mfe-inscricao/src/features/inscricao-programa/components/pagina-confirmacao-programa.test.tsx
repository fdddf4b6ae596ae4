import { inscricao as endpointsDeInscricao } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { curso, inscricao, municipio, turma, unidade } from '../../../testes/fixtures';
import { definirMunicipioEscolhido, definirOpcaoInscricao, escolhasStore } from '@portal/shared-auth';
import { entrarComo, fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { renderizarEm } from '../../../testes/renderizar';
import { PROGRAMAS_COM_CONFIRMACAO } from '../programas';
import { ConfirmacaoProgramaPagina } from './pagina-confirmacao-programa';

const empreenda = PROGRAMAS_COM_CONFIRMACAO.find((p) => p.endpoint === endpointsDeInscricao.empreendaSP)!;

function abrir() {
  const chamadas = fingirRede({
    'GET /v1/cursos/11': { data: curso },
    'GET /v1/cursos/11/municipios': { data: [municipio] },
    [`GET /v1/cursos/11/municipios/${municipio.id}/unidades`]: { data: [unidade] },
    'GET /v1/ordens-servico/21/turmas': {
      data: [turma(), turma({ id: 32, turno: 'MANHA', vagasDisponiveis: 0 })],
    },
    'POST /v1/inscricao/EmpreendaSP/7': { status: 201, data: inscricao({ id: 777 }) },
  });
  renderizarEm(
    <ConfirmacaoProgramaPagina programa={empreenda} />,
    '/inscricao/confirmacao-qualificaSP-empreenda/:idCurso',
    '/inscricao/confirmacao-qualificaSP-empreenda/11',
  );
  return chamadas;
}

beforeEach(() => {
  sessionStorage.clear();
  entrarComo();
});
afterEach(restaurarRede);

describe('ConfirmacaoProgramaPagina', () => {
  it('os três selects são obrigatórios, visualmente (*) e para o leitor de tela', async () => {
    abrir();
    for (const rotulo of ['Município', 'Unidade', 'Turma']) {
      const select = await screen.findByRole('combobox', { name: rotulo });
      expect(select).toBeRequired();
      expect(select).toHaveAttribute('aria-required', 'true');
      expect(document.querySelector(`label[for="${select.id}"]`)).toHaveTextContent(`${rotulo} *`);
    }
    expect(screen.getByText('Campos marcados com * são obrigatórios.')).toBeInTheDocument();
  });

  it('lists every missing answer in the summary, linked to its field', async () => {
    abrir();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    const resumo = screen.getByRole('alert');
    expect(
      within(resumo)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['#idMunicipio', '#idOrdemServico', '#idTurma']);
    expect(screen.getByLabelText(/^Município/)).toHaveAccessibleDescription('Escolha o município.');
  });

  // Spec §4: after an enrolment the stored municipality, option and update draft go; left, the next "Inscrever-se"
  // skipped ahead to an old course's unit.
  it('enrols through the programme call with the chosen class and shows the receipt', async () => {
    definirMunicipioEscolhido({ idMunicipio: 3509502 });
    definirOpcaoInscricao({ opcao: 'antiga' });
    const chamadas = abrir();
    await userEvent.selectOptions(await screen.findByLabelText(/^Município/), String(municipio.id));
    await userEvent.selectOptions(
      await screen.findByLabelText(/^Unidade/),
      await screen.findByRole('option', { name: /Unidade Centro/ }),
    );
    // Issue 28 §4: a full class is offered with its waiting list.
    const cheia = await screen.findByRole('option', { name: /Manhã.*Turma cheia: entre na lista de espera/ });
    expect(cheia).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText(/^Turma/), cheia);
    expect(screen.getByRole('button', { name: 'Entrar na lista de espera' })).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByLabelText(/^Turma/),
      await screen.findByRole('option', { name: /Noite/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar inscrição' }));
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      idUsuario: 7,
      idTurmaPrincipal: 31,
      idStatusInscricao: 1,
    });
    await waitFor(() =>
      expect(screen.getByTestId('local')).toHaveTextContent(
        '/inscricao/confirmacao-matricula?idInscricao=777',
      ),
    );
    expect(escolhasStore.getState()).toMatchObject({ municipio: null, opcaoInscricao: null });
  });
});
