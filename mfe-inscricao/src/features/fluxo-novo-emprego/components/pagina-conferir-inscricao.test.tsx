import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mensagem } from '@portal/contracts';
import { escolhasStore } from '@portal/shared-auth';
import { curso, inscricao, municipio, turma, unidade } from '../../../testes/fixtures';
import { entrarComo, fingirRede, restaurarRede, type RespostaFalsa } from '@portal/shared-auth/testes';
import { renderizarEm } from '../../../testes/renderizar';
import { ConferirInscricaoPagina } from './pagina-conferir-inscricao';

const escolhas = {
  curso: { idCurso: 11, idModalidade: 22 },
  municipio: { idMunicipio: municipio.id },
  opcaoInscricao: { idTurma: 31, idOrdemServico: 21 },
};

function abrir(envio: Record<string, RespostaFalsa>) {
  const chamadas = fingirRede({
    'GET /v1/cursos/11': { data: curso },
    'GET /v1/cursos/11/municipios': { data: [municipio] },
    [`GET /v1/cursos/11/municipios/${municipio.id}/unidades`]: { data: [unidade] },
    'GET /v1/ordens-servico/21/turmas': { data: [turma()] },
    ...envio,
  });
  renderizarEm(
    <ConferirInscricaoPagina />,
    '/inscricao/confirmacao-novoemprego/:idCurso',
    '/inscricao/confirmacao-novoemprego/11',
  );
  return chamadas;
}

beforeEach(() => {
  entrarComo();
  escolhasStore.setState({ ...escolhas, inscricaoAtualizacao: null });
});
afterEach(restaurarRede);

describe('ConferirInscricaoPagina', () => {
  // Issue 28 §4: a full class takes the enrolment onto its waiting list; the button says so.
  it('with a full class, offers "Entrar na lista de espera"', async () => {
    abrir({ 'GET /v1/ordens-servico/21/turmas': { data: [turma({ vagasDisponiveis: 0 })] } });
    expect(
      await screen.findByText('01/02/2027 a 30/04/2027 (Turma cheia: entre na lista de espera)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar na lista de espera' })).toBeEnabled();
  });

  it('lists every answer with a change link to its step', async () => {
    abrir({});
    expect(await screen.findByText('Assistente Administrativo')).toBeInTheDocument();
    expect(screen.getByText('Unidade Centro — Rua A, 1')).toBeInTheDocument();
    expect(screen.getByText('Noite, 19:00 às 22:00')).toBeInTheDocument();
    expect(screen.getByText('01/02/2027 a 30/04/2027 (7 vagas livres)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alterar município' })).toHaveAttribute(
      'href',
      '/inscricao/escolha-municipio/form/11',
    );
    expect(screen.getByRole('link', { name: 'Alterar turno' })).toHaveAttribute(
      'href',
      '/inscricao/escolha-turno/form/21',
    );
  });

  it('creates the enrolment, clears the stored choices and shows the receipt', async () => {
    sessionStorage.setItem('rascunho:inscricao:turma:21', '31');
    const chamadas = abrir({
      'POST /v1/inscricao/novoemprego/createUpdateNovoEmprego': { status: 201, data: inscricao({ id: 900 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      idTurmaPrincipal: 31,
      idUsuario: 7,
      idStatusInscricao: 1,
    });
    await waitFor(() =>
      expect(screen.getByTestId('local')).toHaveTextContent(
        '/inscricao/confirmacao-matricula?idInscricao=900',
      ),
    );
    expect(escolhasStore.getState()).toMatchObject({
      municipio: null,
      opcaoInscricao: null,
      inscricaoAtualizacao: null,
    });
    expect(sessionStorage.getItem('rascunho:inscricao:turma:21')).toBeNull();
  });

  it('in the edit flow, updates the draft enrolment with the new class', async () => {
    escolhasStore.setState({ inscricaoAtualizacao: inscricao({ id: 501, idTurmaPrincipal: 12 }) });
    const chamadas = abrir({ 'PUT /v1/inscricao/novoemprego/update': { data: inscricao({ id: 501 }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar alteração' }));
    expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toEqual({
      id: 501,
      idTurmaPrincipal: 31,
      idTurmaOpcao: null,
      idUsuario: 7,
    });
    await waitFor(() => expect(screen.getByTestId('local')).toHaveTextContent('idInscricao=501&alteracao=1'));
  });

  it('when the class fills up (409), says so, keeps every choice and links back to shift choice', async () => {
    abrir({
      'POST /v1/inscricao/novoemprego/createUpdateNovoEmprego': {
        status: 409,
        data: { message: Mensagem.turmaLotada, errors: [Mensagem.turmaLotada] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    const painel = await screen.findByRole('alert', { name: 'A turma ficou sem vagas' });
    expect(within(painel).getByText(Mensagem.turmaLotada)).toBeInTheDocument();
    expect(within(painel).getByRole('link', { name: 'Escolher outra turma' })).toHaveAttribute(
      'href',
      '/inscricao/escolha-turno/form/21',
    );
    expect(escolhasStore.getState()).toMatchObject(escolhas);
  });

  it('shows any other API error in the summary and keeps the choices', async () => {
    abrir({
      'POST /v1/inscricao/novoemprego/createUpdateNovoEmprego': {
        status: 403,
        data: { message: Mensagem.emailNaoConfirmado, errors: [] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    const resumo = await screen.findByRole('alert');
    expect(within(resumo).getByRole('link', { name: Mensagem.emailNaoConfirmado })).toHaveAttribute(
      'href',
      '#confirmar-inscricao',
    );
    expect(escolhasStore.getState()).toMatchObject(escolhas);
  });

  it('a double click on Confirmar sends one enrolment and shows one confirmation', async () => {
    const chamadas = abrir({
      'POST /v1/inscricao/novoemprego/createUpdateNovoEmprego': { status: 201, data: inscricao({ id: 900 }) },
    });
    const botao = await screen.findByRole('button', { name: 'Confirmar inscrição' });
    // Both clicks land before React re-renders the busy button, as a fast double click does.
    act(() => {
      botao.click();
      botao.click();
    });
    await waitFor(() => expect(screen.getByTestId('local')).toHaveTextContent('idInscricao=900'));
    expect(chamadas.filter((c) => c.metodo === 'POST')).toHaveLength(1);
  });

  it('sends the course format chosen with the course, so the API keeps it with the enrolment', async () => {
    escolhasStore.setState({ formatoCurso: { formatoCurso: 'PRESENCIAL' } });
    const chamadas = abrir({
      'POST /v1/inscricao/novoemprego/createUpdateNovoEmprego': { status: 201, data: inscricao({ id: 900 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    await waitFor(() =>
      expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toMatchObject({ formatoCurso: 'PRESENCIAL' }),
    );
    escolhasStore.setState({ formatoCurso: null });
  });
});
