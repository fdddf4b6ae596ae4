import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mensagem } from '@portal/contracts';
import { QUESTIONARIO, SEM_RESPOSTAS } from '../../../testes/questionario';
import { redeFalsa } from '../../../testes/rede-falsa';
import { abrir, esperarLocal, prepararTestes } from '../../../testes/renderizar';
import { entrarComo } from '../../../testes/sessao';

describe('questionários (renderizador genérico)', () => {
  prepararTestes();

  it('busca pelo tipo e curso da rota, cobra as obrigatórias e envia as respostas', async () => {
    entrarComo();
    const pedidos = redeFalsa({
      'GET /v1/questionarios': { status: 200, data: QUESTIONARIO },
      ...SEM_RESPOSTAS,
      'POST /v1/questionarios/respostas': {
        status: 201,
        data: { message: 'Respostas registradas.', errors: [] },
      },
    });
    abrir('/candidato/questionario-empreenda/edit/12/4');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Enviar respostas' }));
    const resumo = await screen.findByRole('alert');
    expect(
      within(resumo)
        .getAllByRole('link', { name: 'Responda esta pergunta.' })
        .map((l) => l.getAttribute('href')),
    ).toEqual(['#pergunta-41', '#pergunta-43']);
    await u.click(screen.getByLabelText('Não'));
    await u.click(screen.getByLabelText('Comércio'));
    await u.click(screen.getByLabelText('Serviços'));
    await u.type(screen.getByLabelText('Conte sua ideia'), 'Uma padaria');
    await u.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByRole('heading', { name: 'Respostas enviadas' })).toBeInTheDocument();
    expect(pedidos[0]?.params).toEqual({ tipo: 'EMPREENDA', idCurso: 12, idQuestionario: 4 });
    expect(pedidos.find((p) => p.chave === 'POST /v1/questionarios/respostas')?.corpo).toEqual({
      idQuestionario: 4,
      idUsuario: 9,
      idCurso: 12,
      respostas: [
        { idPergunta: 41, idsOpcoes: [2] },
        { idPergunta: 42, idsOpcoes: [3, 4] },
        { idPergunta: 43, texto: 'Uma padaria' },
      ],
    });
  });

  // The success notice replaces the form and the focused button: without a new focus it would fall to <body>, and
  // the notice would be neither announced nor the start of the keyboard's way on (WCAG 2.4.3, 4.1.3).
  it('depois de enviar, o foco vai ao título do aviso de sucesso, que leva às inscrições', async () => {
    entrarComo();
    redeFalsa({
      'GET /v1/questionarios': { status: 200, data: QUESTIONARIO },
      ...SEM_RESPOSTAS,
      'POST /v1/questionarios/respostas': { status: 201, data: { message: 'ok', errors: [] } },
    });
    const { navegarFora } = abrir('/candidato/questionario-empreenda/edit/12/4');
    const u = userEvent.setup();
    await u.click(await screen.findByLabelText('Não'));
    await u.type(screen.getByLabelText('Conte sua ideia'), 'Uma padaria');
    await u.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    const titulo = await screen.findByRole('heading', { name: 'Respostas enviadas' });
    await waitFor(() => expect(titulo).toHaveFocus());
    await u.click(screen.getByRole('link', { name: 'Ir para minhas inscrições' }));
    expect(navegarFora).toHaveBeenCalledWith('/inscricao/historico');
  });

  // A 503 or a dropped connection while the page loads passes with a new try: it is offered in place, and the
  // answers typed before (the draft) are there when the questionnaire comes back.
  it('uma falha ao carregar oferece "Tentar novamente", que carrega de novo com o rascunho', async () => {
    entrarComo();
    redeFalsa({ 'GET /v1/questionarios': { status: 200, data: QUESTIONARIO }, ...SEM_RESPOSTAS });
    abrir('/candidato/questionario-empreenda/edit/12/4');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Conte sua ideia'), 'Uma padaria');
    cleanup();

    redeFalsa({ 'GET /v1/questionarios': { status: 503, data: { message: 'Indisponível', errors: [] } } });
    abrir('/candidato/questionario-empreenda/edit/12/4');
    const aviso = await screen.findByRole('alert');
    expect(
      within(aviso).getByRole('heading', { name: 'Não foi possível carregar o questionário' }),
    ).toBeInTheDocument();
    redeFalsa({ 'GET /v1/questionarios': { status: 200, data: QUESTIONARIO }, ...SEM_RESPOSTAS });
    await u.click(within(aviso).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Conte sua ideia')).toHaveValue('Uma padaria');
    // The pressed button is gone: focus waits on the page's h1, not on <body>.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('sem questionário (404) avisa que não há nada a responder', async () => {
    entrarComo();
    redeFalsa({
      'GET /v1/questionarios': {
        status: 404,
        data: { message: Mensagem.questionarioNaoEncontrado, errors: [] },
      },
    });
    abrir('/candidato/questionario-empresa/edit/12');
    expect(
      await screen.findByRole('heading', { name: 'Nenhum questionário disponível' }),
    ).toBeInTheDocument();
  });

  it('o título do questionário da empresa aparece uma vez só', async () => {
    entrarComo();
    redeFalsa({
      'GET /v1/questionarios': {
        status: 200,
        data: { ...QUESTIONARIO, titulo: 'Questionário da empresa', tipo: 'EMPRESA' },
      },
      ...SEM_RESPOSTAS,
    });
    abrir('/candidato/questionario-empresa/edit/12');
    expect(await screen.findByRole('button', { name: 'Enviar respostas' })).toBeInTheDocument();
    expect(screen.getAllByText('Questionário da empresa')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Questionário da empresa' })).toBeInTheDocument();
  });

  it('exige login', async () => {
    abrir('/candidato/questionario/edit');
    await esperarLocal('/usuario/login?returnUrl=%2Fcandidato%2Fquestionario%2Fedit');
  });
});
