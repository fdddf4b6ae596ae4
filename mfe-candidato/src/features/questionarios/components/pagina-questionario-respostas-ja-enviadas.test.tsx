import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mensagem } from '@portal/contracts';
import { QUESTIONARIO, SEM_RESPOSTAS } from '../../../testes/questionario';
import { redeFalsa } from '../../../testes/rede-falsa';
import { abrir, prepararTestes } from '../../../testes/renderizar';
import { entrarComo } from '../../../testes/sessao';

describe('questionários (renderizador genérico)', () => {
  prepararTestes();

  it('resposta já enviada: a recusa da API aparece no resumo', async () => {
    // A Candidato: the login guard of questionario-dinamico requires the role (spec §2, §6; decision 1600).
    entrarComo();
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
});
