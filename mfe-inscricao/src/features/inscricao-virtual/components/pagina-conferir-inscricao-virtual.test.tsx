import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mensagem, Programa, type Curso } from '@portal/contracts';
import { entrarComo, fingirRede, restaurarRede, type RespostaFalsa } from '@portal/shared-auth/testes';
import { curso, inscricao, municipio, turma, unidade } from '../../../testes/fixtures';
import { renderizarEm } from '../../../testes/renderizar';
import {
  confirmarEEsperarOCaminhoDoEmail,
  RECUSA_EMAIL_NAO_CONFIRMADO,
  recusaDaTurma,
} from '../../../testes/recusa-do-envio';
import { ConferirInscricaoVirtualPagina } from './pagina-conferir-inscricao-virtual';

const EXCEL: Curso = {
  ...curso,
  id: 50,
  nome: 'Excel Essencial',
  idModalidade: Programa.ViaRapidaVirtual,
  formato: 'ONLINE' as const,
};
const VIRTUAL = { ...unidade, nome: 'Ambiente Virtual de Aprendizagem', endereco: 'Curso a distância' };

function abrir(extra: Record<string, RespostaFalsa> = {}, alvo = EXCEL) {
  const chamadas = fingirRede({
    [`GET /v1/cursos/${alvo.id}`]: { data: alvo },
    [`GET /v1/cursos/${alvo.id}/municipios`]: { data: [municipio] },
    [`GET /v1/cursos/${alvo.id}/municipios/${municipio.id}/unidades`]: { data: [VIRTUAL] },
    'GET /v1/ordens-servico/21/turmas': {
      data: [turma({ turno: 'INTEGRAL', horario: 'Acesso livre', vagasDisponiveis: 480 })],
    },
    ...extra,
  });
  renderizarEm(
    <ConferirInscricaoVirtualPagina />,
    '/inscricao/confirmacao-virtual/:idCurso',
    `/inscricao/confirmacao-virtual/${alvo.id}`,
  );
  return chamadas;
}

beforeEach(() => entrarComo());
afterEach(restaurarRede);

describe('ConferirInscricaoVirtualPagina', () => {
  it('shows the course, format and class, then enrols through virtual/create and opens the receipt', async () => {
    const chamadas = abrir({
      'POST /v1/inscricao/viaRapida/virtual/create': { status: 201, data: inscricao({ id: 950 }, 9) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confira sua inscrição' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Excel Essencial')).toBeInTheDocument();
    expect(screen.getByText('On-line')).toBeInTheDocument();
    expect(screen.getByText('Ambiente Virtual de Aprendizagem — Curso a distância')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar inscrição' }));
    await waitFor(() =>
      expect(screen.getByTestId('local')).toHaveTextContent(
        '/inscricao/confirmacao-matricula?idInscricao=950',
      ),
    );
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      idTurmaPrincipal: 31,
      idUsuario: 7,
      idStatusInscricao: 1,
      formatoCurso: 'ONLINE',
    });
  });

  it("shows the API's refusal (already enrolled) and stays on the page", async () => {
    abrir({
      'POST /v1/inscricao/viaRapida/virtual/create': {
        status: 409,
        data: { message: Mensagem.jaInscritoNaModalidade, errors: [Mensagem.jaInscritoNaModalidade] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    expect(await screen.findByRole('link', { name: Mensagem.jaInscritoNaModalidade })).toBeInTheDocument();
    expect(screen.getByTestId('local')).toHaveTextContent('/inscricao/confirmacao-virtual/50');
  });

  it('without an open class, says enrolment is closed and where to look instead', async () => {
    abrir({ [`GET /v1/cursos/50/municipios`]: { data: [] } });
    expect(
      await screen.findByRole('heading', { name: 'Inscrições fechadas para este curso' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'outros cursos virtuais' })).toHaveAttribute(
      'href',
      '/virtual/cursos',
    );
    expect(screen.queryByRole('button', { name: 'Confirmar inscrição' })).not.toBeInTheDocument();
  });

  // Issue 28 §4 (decision 1500): the API puts a new enrolment in a full open class on its waiting list. The page said
  // "Inscrições fechadas para este curso" instead, so a popular on-line course had no waiting list for the citizen.
  it('with its one class full, says so and enrols on the waiting list ("Entrar na lista de espera")', async () => {
    const chamadas = abrir({
      'GET /v1/ordens-servico/21/turmas': {
        data: [turma({ turno: 'INTEGRAL', horario: 'Acesso livre', vagasDisponiveis: 0 })],
      },
      'POST /v1/inscricao/viaRapida/virtual/create': {
        status: 201,
        data: inscricao({ id: 951, idStatusInscricao: 6, posicaoNaEspera: 3 }, 9),
      },
    });
    expect(
      await screen.findByText('01/02/2027 a 30/04/2027 (Turma cheia: entre na lista de espera)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Inscrições fechadas para este curso')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar inscrição' })).not.toBeInTheDocument();
    // What the waiting list means, before the button that joins it, as the Novo Emprego shift step says it.
    expect(
      screen.getByText(
        'Todas as vagas estão ocupadas. Quando uma vaga for liberada, a primeira pessoa da lista é convocada por e-mail.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar na lista de espera' }));
    await waitFor(() =>
      expect(screen.getByTestId('local')).toHaveTextContent(
        '/inscricao/confirmacao-matricula?idInscricao=951',
      ),
    );
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      idTurmaPrincipal: 31,
      idUsuario: 7,
      idStatusInscricao: 1,
      formatoCurso: 'ONLINE',
    });
  });

  it('a course that is not on-line is not enrolled here', async () => {
    abrir({}, { ...EXCEL, idModalidade: Programa.NovoEmprego, formato: 'ONLINE' });
    expect(
      await screen.findByRole('heading', { name: 'Este curso não é um curso on-line' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar inscrição' })).not.toBeInTheDocument();
  });

  it('after a 409 refusal (already enrolled in the modality), shows it and links to Minhas inscrições', async () => {
    abrir({
      'POST /v1/inscricao/viaRapida/virtual/create': {
        status: 409,
        data: { message: Mensagem.jaInscritoNaModalidade, errors: [] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    const resumo = await screen.findByRole('alert');
    expect(resumo).toHaveTextContent(Mensagem.jaInscritoNaModalidade);
    expect(resumo).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ir para Minhas inscrições' })).toHaveAttribute(
      'href',
      '/inscricao/historico',
    );
  });

  // A class that filled up (or closed) while the citizen read the page showed only the summary: no way on. Each refusal
  // has its own title: a closed class did not run out of seats. The API's "turma lotada" ends "Escolha outra turma.",
  // which this page cannot offer (it enrols in the class it found, with no choice of class): its motive is the page's
  // own. The API never answers "turma lotada" to a new on-line enrolment (a full class takes it onto the waiting list):
  // that row is the page's defence, should it ever.
  it.each([
    [
      Mensagem.turmaLotada,
      'A turma ficou sem vagas',
      'Não há mais vagas neste curso on-line: sua inscrição não foi feita.',
    ],
    [Mensagem.turmaEncerrada, 'A turma encerrou as inscrições', Mensagem.turmaEncerrada],
  ])('after a 409 "%s", says so (%s) and offers other on-line courses', async (mensagem, titulo, motivo) => {
    abrir({ 'POST /v1/inscricao/viaRapida/virtual/create': recusaDaTurma(mensagem) });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    const painel = await screen.findByRole('alert', { name: titulo });
    expect(painel).toHaveTextContent(motivo);
    expect(painel).not.toHaveTextContent('Escolha outra turma');
    expect(within(painel).getByRole('link', { name: 'outros cursos virtuais' })).toHaveAttribute(
      'href',
      '/virtual/cursos',
    );
    expect(within(painel).getByRole('link', { name: 'trilhas SP Tech' })).toHaveAttribute(
      'href',
      '/trilhas-sp-tech',
    );
  });

  // The refused class stayed in the summary, with its "Confirmar inscrição", as if it were still the citizen's choice.
  // The page has no other class to offer: it leaves the refusal and its way on, which takes the focus the button had.
  it.each([
    [Mensagem.turmaLotada, 'A turma ficou sem vagas'],
    [Mensagem.turmaEncerrada, 'A turma encerrou as inscrições'],
  ])('after a 409 "%s", no longer shows the refused class as the one chosen', async (mensagem, titulo) => {
    abrir({
      'POST /v1/inscricao/viaRapida/virtual/create': {
        status: 409,
        data: { message: mensagem, errors: [mensagem] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar inscrição' }));
    const painel = await screen.findByRole('alert', { name: titulo });
    expect(screen.queryByText('Integral, Acesso livre')).not.toBeInTheDocument();
    expect(screen.queryByText(/480 vagas livres/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar inscrição' })).not.toBeInTheDocument();
    // Not <body>, where jsdom (and Chromium) leave the focus of a button that goes away, nor a wrapper without a
    // name: the refusal itself, which a screen reader names by its title.
    expect(painel).toHaveFocus();
  });

  it('after a 403 for an unconfirmed e-mail, links to the e-mail confirmation, with the way back here', async () => {
    abrir({ 'POST /v1/inscricao/viaRapida/virtual/create': RECUSA_EMAIL_NAO_CONFIRMADO });
    await confirmarEEsperarOCaminhoDoEmail('/inscricao/confirmacao-virtual/50');
  });
});
