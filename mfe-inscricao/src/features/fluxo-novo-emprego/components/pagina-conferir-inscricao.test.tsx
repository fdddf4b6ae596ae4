import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mensagem } from '@portal/contracts';
import { escolhasStore } from '@portal/shared-auth';
import { curso, inscricao, municipio, turma, unidade } from '../../../testes/fixtures';
import { entrarComo, fingirRede, restaurarRede, type RespostaFalsa } from '@portal/shared-auth/testes';
import { renderizarEm } from '../../../testes/renderizar';
import {
  confirmarEEsperarOCaminhoDoEmail,
  RECUSA_EMAIL_NAO_CONFIRMADO,
  recusaDaTurma,
} from '../../../testes/recusa-do-envio';
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

  // A closed class was titled "A turma ficou sem vagas": it did not run out of seats, it stopped taking enrolments.
  it('when the class has closed (409), says so under its own title and links back to shift choice', async () => {
    abrir({
      'POST /v1/inscricao/novoemprego/createUpdateNovoEmprego': {
        status: 409,
        data: { message: Mensagem.turmaEncerrada, errors: [Mensagem.turmaEncerrada] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    const painel = await screen.findByRole('alert', { name: 'A turma encerrou as inscrições' });
    expect(within(painel).getByText(Mensagem.turmaEncerrada)).toBeInTheDocument();
    expect(within(painel).getByRole('link', { name: 'Escolher outra turma' })).toHaveAttribute(
      'href',
      '/inscricao/escolha-turno/form/21',
    );
    expect(escolhasStore.getState()).toMatchObject(escolhas);
  });

  // The summary still listed the refused class as the citizen's choice ("Noite, 19:00 às 22:00", "7 vagas livres"),
  // with the button that would send it again to the same refusal. Every other answer stays, the class's rows say why
  // it can no longer be taken, the button goes and its focus goes to the refusal, whose "Escolher outra turma" leads
  // to the shift step (where, in a new enrolment, a full class still offers its waiting list).
  it.each([
    {
      modo: 'form',
      mensagem: Mensagem.turmaLotada,
      titulo: 'A turma ficou sem vagas',
      turno: 'Noite, 19:00 às 22:00 — sem vagas, escolha outra turma',
      datas: '01/02/2027 a 30/04/2027 (Sem vagas)',
    },
    {
      modo: 'edit',
      mensagem: Mensagem.turmaLotada,
      titulo: 'A turma ficou sem vagas',
      turno: 'Noite, 19:00 às 22:00 — sem vagas, escolha outra turma',
      datas: '01/02/2027 a 30/04/2027 (Sem vagas)',
    },
    {
      modo: 'form',
      mensagem: Mensagem.turmaEncerrada,
      titulo: 'A turma encerrou as inscrições',
      turno: 'Noite, 19:00 às 22:00 — inscrições encerradas, escolha outra turma',
      datas: '01/02/2027 a 30/04/2027 (Inscrições encerradas)',
    },
  ])(
    '($modo) after a 409 "$mensagem", the summary no longer shows the refused class as chosen',
    async ({ modo, mensagem, titulo, turno, datas }) => {
      if (modo === 'edit')
        escolhasStore.setState({ inscricaoAtualizacao: inscricao({ id: 501, idTurmaPrincipal: 12 }) });
      const botao = modo === 'edit' ? 'Confirmar alteração' : 'Confirmar inscrição';
      abrir({
        'POST /v1/inscricao/novoemprego/createUpdateNovoEmprego': recusaDaTurma(mensagem),
        'PUT /v1/inscricao/novoemprego/update': recusaDaTurma(mensagem),
      });
      await userEvent.click(await screen.findByRole('button', { name: botao }));
      const painel = await screen.findByRole('alert', { name: titulo });
      expect(screen.queryByText('Noite, 19:00 às 22:00')).not.toBeInTheDocument();
      expect(screen.queryByText(/7 vagas livres/)).not.toBeInTheDocument();
      expect(screen.getByText(turno)).toBeInTheDocument();
      expect(screen.getByText(datas)).toBeInTheDocument();
      // The rest of what the citizen chose is still there, each answer with its way to change it.
      expect(screen.getByText('Assistente Administrativo')).toBeInTheDocument();
      expect(screen.getByText('São Paulo')).toBeInTheDocument();
      expect(screen.getByText('Unidade Centro — Rua A, 1')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Alterar turno' })).toHaveAttribute(
        'href',
        `/inscricao/escolha-turno/${modo}/21`,
      );
      expect(within(painel).getByRole('link', { name: 'Escolher outra turma' })).toHaveAttribute(
        'href',
        `/inscricao/escolha-turno/${modo}/21`,
      );
      for (const nome of ['Confirmar inscrição', 'Confirmar alteração', 'Entrar na lista de espera'])
        expect(screen.queryByRole('button', { name: nome })).not.toBeInTheDocument();
      // Not <body>, where jsdom (and Chromium) leave the focus of a button that goes away, nor a wrapper without a
      // name: the refusal itself, which a screen reader names by its title.
      expect(painel).toHaveFocus();
      expect(escolhasStore.getState()).toMatchObject(escolhas);
    },
  );

  // The page knew only the API's 409: a class read closed (after a detour through another step, or closed since the
  // shift step) kept its "Confirmar inscrição", which sent it to the same refusal. A change of class never waits for a
  // seat (decision 1520): a full class other than the enrolment's own offered "Confirmar alteração" beside "Turma
  // cheia: entre na lista de espera".
  it.each([
    {
      caso: 'a class read closed',
      modo: 'form',
      turmaLida: turma({ aberta: false }),
      titulo: 'A turma encerrou as inscrições',
      mensagem: Mensagem.turmaEncerrada,
      turno: 'Noite, 19:00 às 22:00 — inscrições encerradas, escolha outra turma',
      datas: '01/02/2027 a 30/04/2027 (Inscrições encerradas)',
    },
    {
      caso: 'a class read closed, on a change',
      modo: 'edit',
      turmaLida: turma({ aberta: false }),
      titulo: 'A turma encerrou as inscrições',
      mensagem: Mensagem.turmaEncerrada,
      turno: 'Noite, 19:00 às 22:00 — inscrições encerradas, escolha outra turma',
      datas: '01/02/2027 a 30/04/2027 (Inscrições encerradas)',
    },
    {
      caso: 'a full class, on a change to it',
      modo: 'edit',
      turmaLida: turma({ vagasDisponiveis: 0 }),
      titulo: 'A turma ficou sem vagas',
      mensagem: Mensagem.turmaLotada,
      turno: 'Noite, 19:00 às 22:00 — sem vagas, escolha outra turma',
      datas: '01/02/2027 a 30/04/2027 (Sem vagas)',
    },
  ])(
    'with $caso, refuses before any send: no button, the refusal and its rows',
    async ({ modo, turmaLida, titulo, mensagem, turno, datas }) => {
      if (modo === 'edit')
        escolhasStore.setState({ inscricaoAtualizacao: inscricao({ id: 501, idTurmaPrincipal: 12 }) });
      const chamadas = abrir({ 'GET /v1/ordens-servico/21/turmas': { data: [turmaLida] } });
      const painel = await screen.findByRole('alert', { name: titulo });
      expect(within(painel).getByText(mensagem)).toBeInTheDocument();
      expect(within(painel).getByRole('link', { name: 'Escolher outra turma' })).toHaveAttribute(
        'href',
        `/inscricao/escolha-turno/${modo}/21`,
      );
      expect(await screen.findByText(turno)).toBeInTheDocument();
      expect(screen.getByText(datas)).toBeInTheDocument();
      for (const nome of ['Confirmar inscrição', 'Confirmar alteração', 'Entrar na lista de espera'])
        expect(screen.queryByRole('button', { name: nome })).not.toBeInTheDocument();
      expect(chamadas.filter((c) => c.metodo !== 'GET')).toEqual([]);
      expect(escolhasStore.getState()).toMatchObject(escolhas);
    },
  );

  it('on a change that keeps its own full class, still confirms it, with no waiting list offered', async () => {
    escolhasStore.setState({ inscricaoAtualizacao: inscricao({ id: 501, idTurmaPrincipal: 31 }) });
    abrir({ 'GET /v1/ordens-servico/21/turmas': { data: [turma({ vagasDisponiveis: 0 })] } });
    expect(await screen.findByText('01/02/2027 a 30/04/2027 (Turma cheia)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar alteração' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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

  // A refusal the page cannot fix (already enrolled in the modality, 403): the way on is the history, where the
  // enrolment's "Alterar" is; the spec's message is kept as it is.
  it.each([
    [409, Mensagem.jaInscritoNaModalidade],
    [403, Mensagem.idadeForaDaFaixa],
  ])('after a %s refusal, shows it and links to Minhas inscrições', async (status, mensagem) => {
    abrir({
      'POST /v1/inscricao/novoemprego/createUpdateNovoEmprego': {
        status,
        data: { message: mensagem, errors: [] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    const resumo = await screen.findByRole('alert');
    expect(within(resumo).getByText(mensagem)).toBeInTheDocument();
    expect(resumo).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ir para Minhas inscrições' })).toHaveAttribute(
      'href',
      '/inscricao/historico',
    );
  });

  // The refusal is fixed on the e-mail page, not in the history: the way on is "Confirmar meu e-mail", which comes
  // back here once the e-mail is confirmed (returnUrl); the stored choices wait.
  it('after a 403 for an unconfirmed e-mail, links to the e-mail confirmation, with the way back here', async () => {
    abrir({ 'POST /v1/inscricao/novoemprego/createUpdateNovoEmprego': RECUSA_EMAIL_NAO_CONFIRMADO });
    await confirmarEEsperarOCaminhoDoEmail('/inscricao/confirmacao-novoemprego/11');
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

  // Back from another course's check page: the URL names course 11, the stored class is course 12's (service order
  // 77). The page must not enrol in a class other than the course it shows.
  it('with a stored class of another course, refuses to send and offers to choose again for the course shown', async () => {
    escolhasStore.setState({
      curso: { idCurso: 12, idModalidade: 22 },
      opcaoInscricao: { idTurma: 32, idOrdemServico: 77 },
    });
    const chamadas = abrir({
      'GET /v1/ordens-servico/77/turmas': { data: [turma({ id: 32, idOrdemServico: 77 })] },
      'POST /v1/inscricao/novoemprego/createUpdateNovoEmprego': { status: 201, data: inscricao({ id: 900 }) },
    });
    expect(await screen.findByText('Assistente Administrativo')).toBeInTheDocument();
    const botao = screen.getByRole('button', { name: 'Confirmar inscrição' });
    expect(botao).toBeDisabled();
    await userEvent.click(botao);
    expect(chamadas.filter((c) => c.metodo === 'POST')).toHaveLength(0);
    const aviso = screen.getByRole('region', { name: 'Escolha de novo a unidade e a turma' });
    expect(
      within(aviso).getByRole('link', { name: 'Escolher município, unidade e turma deste curso' }),
    ).toHaveAttribute('href', '/inscricao/escolha-municipio/form/11');
  });

  // The summary's "Alterar unidade" and "Alterar turno" led to the stored course's steps (course 12's units, its
  // service order 77), and its rows showed course 12's class: while the notice is shown, its link is the way on.
  it('with a stored class of another course, no summary row shows it nor leads to its steps', async () => {
    escolhasStore.setState({
      curso: { idCurso: 12, idModalidade: 22 },
      opcaoInscricao: { idTurma: 32, idOrdemServico: 77 },
    });
    abrir({ 'GET /v1/ordens-servico/77/turmas': { data: [turma({ id: 32, idOrdemServico: 77 })] } });
    await screen.findByRole('region', { name: 'Escolha de novo a unidade e a turma' });
    const destinos = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(destinos).not.toContain('/inscricao/escolha-turno/form/77');
    expect(destinos).not.toContain('/inscricao/escolha-unidade/novo-emprego/form');
    expect(screen.queryByText('Noite, 19:00 às 22:00')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alterar município' })).toHaveAttribute(
      'href',
      '/inscricao/escolha-municipio/form/11',
    );
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
