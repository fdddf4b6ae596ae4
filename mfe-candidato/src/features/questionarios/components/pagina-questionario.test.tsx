import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mensagem } from '@portal/contracts';
import { redeFalsa } from '../../../testes/rede-falsa';
import { abrir, esperarLocal, prepararTestes } from '../../../testes/renderizar';
import { entrarComo } from '../../../testes/sessao';

const SEM_RESPOSTAS = {
  'GET /v1/questionarios/respostas': {
    status: 404,
    data: { message: Mensagem.respostaNaoEncontrada, errors: [Mensagem.respostaNaoEncontrada] },
  },
};

const QUESTIONARIO = {
  id: 4,
  titulo: 'Perfil empreendedor',
  tipo: 'EMPREENDA',
  idCurso: 12,
  perguntas: [
    {
      id: 41,
      texto: 'Você já tem um negócio?',
      tipo: 'UNICA',
      obrigatoria: true,
      opcoes: [
        { id: 1, texto: 'Sim' },
        { id: 2, texto: 'Não' },
      ],
    },
    {
      id: 42,
      texto: 'Áreas de interesse',
      tipo: 'MULTIPLA',
      obrigatoria: false,
      opcoes: [
        { id: 3, texto: 'Comércio' },
        { id: 4, texto: 'Serviços' },
      ],
    },
    { id: 43, texto: 'Conte sua ideia', tipo: 'TEXTO', obrigatoria: true, opcoes: [] },
  ],
};

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

  it('resposta já enviada: a recusa da API aparece no resumo', async () => {
    entrarComo({ role: 'Administrador' });
    redeFalsa({
      'GET /v1/questionarios': {
        status: 200,
        data: { ...QUESTIONARIO, tipo: 'DINAMICO', perguntas: QUESTIONARIO.perguntas.slice(0, 1) },
      },
      ...SEM_RESPOSTAS,
      'POST /v1/questionarios/respostas': {
        status: 409,
        data: { message: Mensagem.respostaJaEnviada, errors: [] },
      },
    });
    abrir('/candidato/questionario-dinamico/edit');
    const u = userEvent.setup();
    await u.click(await screen.findByLabelText('Sim'));
    await u.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByRole('link', { name: Mensagem.respostaJaEnviada })).toBeInTheDocument();
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

  it('editar abre com as respostas salvas e as altera (PUT), em vez de começar em branco e dar 409', async () => {
    entrarComo();
    const salvas = {
      idQuestionario: 4,
      idUsuario: 9,
      idCurso: 12,
      idPeriodoInscricao: null,
      respostas: [
        { idPergunta: 41, idsOpcoes: [1] },
        { idPergunta: 42, idsOpcoes: [4] },
        { idPergunta: 43, texto: 'Uma padaria' },
      ],
    };
    const pedidos = redeFalsa({
      'GET /v1/questionarios': { status: 200, data: QUESTIONARIO },
      'GET /v1/questionarios/respostas': { status: 200, data: salvas },
      'PUT /v1/questionarios/respostas': {
        status: 200,
        data: { message: 'Respostas alteradas.', errors: [] },
      },
    });
    abrir('/candidato/questionario-empreenda/edit/12/4');
    const u = userEvent.setup();
    expect(await screen.findByLabelText('Sim')).toBeChecked();
    expect(screen.getByLabelText('Serviços')).toBeChecked();
    expect(screen.getByLabelText('Comércio')).not.toBeChecked();
    expect(screen.getByLabelText('Conte sua ideia')).toHaveValue('Uma padaria');

    await u.click(screen.getByLabelText('Não'));
    await u.clear(screen.getByLabelText('Conte sua ideia'));
    await u.type(screen.getByLabelText('Conte sua ideia'), 'Uma confeitaria');
    await u.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('heading', { name: 'Respostas alteradas' })).toBeInTheDocument();
    expect(pedidos.find((p) => p.chave === 'GET /v1/questionarios/respostas')?.params).toEqual({
      idQuestionario: 4,
      idUsuario: 9,
      idCurso: 12,
    });
    expect(pedidos.find((p) => p.chave === 'PUT /v1/questionarios/respostas')?.corpo).toEqual({
      idQuestionario: 4,
      idUsuario: 9,
      idCurso: 12,
      respostas: [
        { idPergunta: 41, idsOpcoes: [2] },
        { idPergunta: 42, idsOpcoes: [4] },
        { idPergunta: 43, texto: 'Uma confeitaria' },
      ],
    });
    expect(pedidos.some((p) => p.chave === 'POST /v1/questionarios/respostas')).toBe(false);
  });

  it('exige login', async () => {
    abrir('/candidato/questionario/edit');
    await esperarLocal('/usuario/login?returnUrl=%2Fcandidato%2Fquestionario%2Fedit');
  });
});
