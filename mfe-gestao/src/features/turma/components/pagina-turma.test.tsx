import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fingirRede, restaurarRede, type RespostaFalsa } from '@portal/shared-auth/testes';
import { renderizarRotasDoRemoto } from '@portal/remoto/testes';
import { Rotas } from '../../../app/routes';
import { abrir } from '../../../testes/abrir-turma';
import { inscricao, pagina, turma } from '../../../testes/dados';
import {
  aoExpirarASessao,
  entrarPeloPortal,
  esquecerSessao,
  SESSAO_EXPIRADA,
} from '../../../testes/sessao-que-expira';

afterEach(restaurarRede);
afterEach(esquecerSessao);

describe('/gestao/turmas/:id', () => {
  it('a Executora escolhe duas inscrições ativas e convoca com o prazo padrão de 3 dias úteis', async () => {
    const chamadas = abrir('Executora', {
      'POST /v1/gestao/turmas/7/convocacoes': {
        status: 201,
        data: {
          convocadas: [
            { idInscricao: 11, idConvocacao: 1, prazo: '2026-11-26T02:59:59Z' },
            { idInscricao: 12, idConvocacao: 2, prazo: '2026-11-26T02:59:59Z' },
          ],
          prazo: '2026-11-26T02:59:59Z',
        },
      },
    });
    const tabela = await screen.findByRole('table', { name: 'Inscrições, página 1 de 1' });
    expect(within(tabela).getByRole('row', { name: /Candidata 14/ })).toHaveTextContent(
      'Confirmar até 25/11/2026',
    );
    expect(screen.queryByRole('checkbox', { name: 'Selecionar Candidata 14' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Candidata 11' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Candidata 12' }));
    expect(screen.getByLabelText('Prazo para confirmar (dias úteis)')).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: 'Convocar selecionados (2)' }));

    expect(
      await screen.findByText('2 inscrições convocadas. Prazo para confirmar: 25/11/2026.'),
    ).toHaveAttribute('role', 'status');
    const pedido = chamadas.find((c) => c.chave === 'POST /v1/gestao/turmas/7/convocacoes');
    expect(pedido?.corpo).toEqual({ idsInscricao: [11, 12], prazoDiasUteis: 3 });
  });

  // The API refuses the whole call-up when one enrolment moved on (cancelled, or called up by a colleague): the list
  // is read again, and the refusal is said on its own, not at the deadline field, which is fine.
  it('uma convocação recusada (409) relê a lista e mostra a recusa fora do campo do prazo', async () => {
    const recusa = 'A inscrição 11 não está ativa nesta turma; ninguém foi convocado.';
    const chamadas = abrir('Executora', {
      'POST /v1/gestao/turmas/7/convocacoes': { status: 409, data: { message: recusa, errors: [recusa] } },
    });
    await screen.findByRole('table', { name: 'Inscrições, página 1 de 1' });
    const lidas = () => chamadas.filter((c) => c.chave === 'GET /v1/gestao/turmas/7/inscricoes').length;
    const antes = lidas();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Candidata 11' }));
    await userEvent.click(screen.getByRole('button', { name: 'Convocar selecionados (1)' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(recusa);
    expect(screen.getByLabelText('Prazo para confirmar (dias úteis)')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() => expect(lidas()).toBeGreaterThan(antes));
  });

  it('"Convocar todos", confirmado, manda todos: true com o prazo digitado', async () => {
    const chamadas = abrir('Secretaria', {
      'POST /v1/gestao/turmas/7/convocacoes': {
        status: 201,
        data: { convocadas: [], prazo: '2026-11-30T02:59:59Z' },
      },
    });
    const prazo = await screen.findByLabelText('Prazo para confirmar (dias úteis)');
    await userEvent.clear(prazo);
    await userEvent.type(prazo, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Convocar todos' }));
    // Nothing is sent before the confirmation asked in place.
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar: convocar todos' }));
    await screen.findByText(/0 inscrições convocadas/);
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({ todos: true, prazoDiasUteis: 5 });
  });

  it('fechar inscrições pede confirmação antes de chamar a API', async () => {
    const chamadas = abrir('Administrador', {
      'PUT /v1/gestao/turmas/7/inscricoes': { data: turma({ inscricoesAbertas: false }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar inscrições' }));
    expect(chamadas.some((c) => c.metodo === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar: fechar inscrições' }));
    expect(await screen.findByText('Inscrições fechadas.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toEqual({ abertas: false });
  });

  it('mudar vagas abaixo das ocupadas: mostra a mensagem da API e mantém o que foi digitado', async () => {
    const message = 'A turma tem 5 vagas ocupadas: não é possível ficar com menos.';
    abrir('Executora', {
      'PUT /v1/gestao/turmas/7/vagas': { status: 409, data: { message, errors: [message] } },
    });
    const vagas = await screen.findByLabelText(/Número de vagas/);
    await userEvent.clear(vagas);
    await userEvent.type(vagas, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar vagas' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(vagas).toHaveValue('2');
    expect(vagas).toHaveAttribute('aria-invalid', 'true');
    // The refusal sits in the field's description: the focus goes there, so that a screen reader reads it.
    await waitFor(() => expect(vagas).toHaveFocus());
  });

  // The API bounds both (status 1 to 7, page up to 100 000) and refused the list with a 400: a hand-edited or old
  // link must open the class's first page, unfiltered, instead.
  it('um status ou uma página fora do que a API aceita no endereço abre a lista sem filtro, na página 1', async () => {
    const chamadas = abrir('Executora', {}, '/gestao/turmas/7?status=9&pagina=200000');
    expect(await screen.findByRole('row', { name: /Candidata 11/ })).toBeInTheDocument();
    const lista = chamadas.find((c) => c.chave === 'GET /v1/gestao/turmas/7/inscricoes');
    expect(lista?.params).toMatchObject({ pagina: 1 });
    expect(lista?.params?.status).toBeUndefined();
  });

  it('um número de vagas inválido leva o foco ao campo, com a mensagem, sem chamar a API', async () => {
    abrir('Executora', {});
    const vagas = await screen.findByLabelText(/Número de vagas/);
    await userEvent.clear(vagas);
    await userEvent.type(vagas, 'dez');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar vagas' }));
    await waitFor(() => expect(vagas).toHaveFocus());
    expect(vagas).toHaveAccessibleDescription(expect.stringContaining('Informe um número de vagas entre'));
  });
});

// The access token expires while the staff member types the seats: the request that meets it ends the session and the
// portal sends them to sign in, then back. The number typed is there when they come back, unless the class's seats
// changed meanwhile: then the field shows the class as it is, not a number typed over another one.
describe('Vagas depois de a sessão expirar', () => {
  function abrirComo(vagasDaTurma: number, alterar: RespostaFalsa) {
    entrarPeloPortal('Executora');
    fingirRede(
      {
        'GET /v1/gestao/turmas/7': { data: turma({ vagas: vagasDaTurma }) },
        'GET /v1/gestao/turmas/7/inscricoes': { data: pagina([inscricao(11)]) },
        'PUT /v1/gestao/turmas/7/vagas': alterar,
      },
      { ignorarCookieCsrf: true },
    );
    return renderizarRotasDoRemoto(<Rotas />, '/gestao/turmas/7');
  }
  async function digitarEEnviarComASessaoExpirada() {
    const aoExpirar = aoExpirarASessao();
    const primeira = abrirComo(30, SESSAO_EXPIRADA);
    const vagas = await screen.findByLabelText(/Número de vagas/);
    await userEvent.clear(vagas);
    await userEvent.type(vagas, '28');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar vagas' }));
    await waitFor(() => expect(aoExpirar).toHaveBeenCalled());
    primeira.unmount();
  }

  it('quem entra de novo encontra o número que tinha digitado', async () => {
    await digitarEEnviarComASessaoExpirada();
    abrirComo(30, SESSAO_EXPIRADA);
    expect(await screen.findByLabelText(/Número de vagas/)).toHaveValue('28');
  });

  it('se as vagas da turma mudaram nesse meio-tempo, o campo mostra as de agora', async () => {
    await digitarEEnviarComASessaoExpirada();
    abrirComo(35, SESSAO_EXPIRADA);
    expect(await screen.findByLabelText(/Número de vagas/)).toHaveValue('35');
  });

  it('alteradas as vagas, o rascunho some', async () => {
    abrirComo(30, { data: { ...turma({ vagas: 28 }), convocadas: [] } });
    const vagas = await screen.findByLabelText(/Número de vagas/);
    await userEvent.clear(vagas);
    await userEvent.type(vagas, '28');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar vagas' }));
    await screen.findByText('Vagas alteradas para 28.');
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('rascunho:'))).toEqual([]);
  });
});
