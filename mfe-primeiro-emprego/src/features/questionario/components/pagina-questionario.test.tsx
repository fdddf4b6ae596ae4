import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encerrarSessao } from '@portal/shared-auth';
import { abrirRota } from '../../../testes/renderizar';
import { entrarComo, fingirRede, USUARIO_DE_TESTE, restaurarRede } from '@portal/shared-auth/testes';
import { inscricao, lista } from '../../../testes/fixtures';

afterEach(() => {
  restaurarRede();
  encerrarSessao();
  sessionStorage.clear();
});

const QUESTIONARIO = {
  id: 3,
  titulo: 'Questionário geral',
  tipo: 'GERAL',
  idCurso: null,
  perguntas: [
    {
      id: 10,
      texto: 'Como conheceu o programa?',
      tipo: 'UNICA',
      obrigatoria: true,
      opcoes: [
        { id: 101, texto: 'Internet' },
        { id: 102, texto: 'Indicação' },
      ],
    },
    { id: 11, texto: 'O que espera do curso?', tipo: 'TEXTO', obrigatoria: false, opcoes: [] },
  ],
};

function api(resposta: { status: number; data: unknown }) {
  return fingirRede({
    'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([inscricao()]),
    'GET /v1/matricula/PossuiQuestionarioPeriodoInscricao': { data: { possui: false, idQuestionario: null } },
    'GET /v1/questionarios': { data: QUESTIONARIO },
    'POST /v1/matricula/QuestionarioMatriculaExpresso': resposta,
  });
}

describe('questionário do Meu Primeiro Emprego', () => {
  beforeEach(() => entrarComo(USUARIO_DE_TESTE));

  it('exige a pergunta obrigatória, com o link do resumo levando à primeira opção', async () => {
    const chamadas = api({ status: 201, data: { message: 'Respostas registradas.', errors: [] } });
    abrirRota('/meuprimeiroemprego/questionario');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar respostas' }));

    const link = within(screen.getByRole('alert')).getByRole('link', {
      name: 'Responda: Como conheceu o programa?',
    });
    await userEvent.click(link);
    expect(screen.getByRole('radio', { name: 'Internet' })).toHaveFocus();
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);
  });

  // The * of a required choice question was hidden from screen readers with nothing in its place, and after a failed
  // submit no option said it was in error: the message hung on the fieldset only.
  it('a pergunta de escolha obrigatória é dita obrigatória, e o erro marca e descreve cada opção', async () => {
    api({ status: 201, data: { message: 'Respostas registradas.', errors: [] } });
    abrirRota('/meuprimeiroemprego/questionario');
    expect(
      await screen.findByRole('group', { name: 'Como conheceu o programa? (obrigatória)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Campos marcados com * são obrigatórios.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'O que espera do curso?' })).not.toBeRequired();
    for (const opcao of screen.getAllByRole('radio')) expect(opcao).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    for (const opcao of screen.getAllByRole('radio')) {
      expect(opcao).toHaveAttribute('aria-invalid', 'true');
      expect(opcao).toHaveAccessibleDescription('Responda: Como conheceu o programa?');
    }
  });

  // The API takes 2000 characters of text: the box took any length, and a longer answer got only "Revise as
  // respostas." on the first question.
  it('a resposta em texto aceita até o que a API guarda, 2000 caracteres', async () => {
    api({ status: 201, data: { message: 'Respostas registradas.', errors: [] } });
    abrirRota('/meuprimeiroemprego/questionario');
    const caixa = await screen.findByRole('textbox', { name: /O que espera do curso\?/ });
    await userEvent.click(caixa);
    await userEvent.paste('a'.repeat(2100));
    expect(caixa).toHaveValue('a'.repeat(2000));
  });

  it('envia as respostas do período atual e vai à confirmação', async () => {
    const chamadas = api({ status: 201, data: { message: 'Respostas registradas.', errors: [] } });
    abrirRota('/meuprimeiroemprego/questionario');
    await userEvent.click(await screen.findByRole('radio', { name: 'Indicação' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'O que espera do curso?' }),
      'Conseguir meu primeiro emprego',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sua inscrição no Meu Primeiro Emprego' }),
    ).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      idQuestionario: 3,
      idUsuario: 7,
      idPeriodoInscricao: 4,
      respostas: [
        { idPergunta: 10, idsOpcoes: [102] },
        { idPergunta: 11, texto: 'Conseguir meu primeiro emprego' },
      ],
    });
    expect(chamadas.find((c) => c.url === '/v1/questionarios')?.params).toEqual({ tipo: 'GERAL' });
  });

  // Drafts live in the tab (sessionStorage): another person in this window, even after an expired session with no
  // logout, must not find these answers; their owner, back, finds them.
  it('o rascunho das respostas é de quem as marcou: outra pessoa na mesma janela não o vê', async () => {
    api({ status: 201, data: { message: 'Respostas registradas.', errors: [] } });
    const primeira = abrirRota('/meuprimeiroemprego/questionario');
    await userEvent.click(await screen.findByRole('radio', { name: 'Indicação' }));
    primeira.unmount();

    entrarComo({ ...USUARIO_DE_TESTE, id: 8 });
    fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/8': lista([inscricao({ idUsuario: 8 })]),
      'GET /v1/matricula/PossuiQuestionarioPeriodoInscricao': {
        data: { possui: false, idQuestionario: null },
      },
      'GET /v1/questionarios': { data: QUESTIONARIO },
    });
    const outra = abrirRota('/meuprimeiroemprego/questionario');
    expect(await screen.findByRole('radio', { name: 'Indicação' })).not.toBeChecked();
    outra.unmount();

    entrarComo(USUARIO_DE_TESTE);
    api({ status: 201, data: { message: 'Respostas registradas.', errors: [] } });
    abrirRota('/meuprimeiroemprego/questionario');
    expect(await screen.findByRole('radio', { name: 'Indicação' })).toBeChecked();
  });

  it('um erro da API aparece no resumo e as respostas ficam marcadas', async () => {
    api({ status: 409, data: { message: 'Você já respondeu a este questionário.', errors: [] } });
    abrirRota('/meuprimeiroemprego/questionario');
    await userEvent.click(await screen.findByRole('radio', { name: 'Internet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(
      await within(screen.getByRole('alert')).findByText('Você já respondeu a este questionário.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Internet' })).toBeChecked();
  });
});
