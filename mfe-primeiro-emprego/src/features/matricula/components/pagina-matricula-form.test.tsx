import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encerrarSessao } from '@portal/shared-auth';
import { abrirRota } from '../../../testes/renderizar';
import { entrarComo, fingirRede, USUARIO_DE_TESTE, restaurarRede, semRede } from '@portal/shared-auth/testes';
import { capturarBaixados } from '@portal/ui/testes';
import { inscricao, lista } from '../../../testes/fixtures';

afterEach(() => {
  jest.useRealTimers();
  restaurarRede();
  encerrarSessao();
});

describe('confirmação de matrícula numa turma', () => {
  beforeEach(() => entrarComo(USUARIO_DE_TESTE));

  it('com convocação, confirma a matrícula e mostra o comprovante', async () => {
    const chamadas = fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([
        inscricao({ idStatusInscricao: 3, idConvocacao: 55 }),
      ]),
      'POST /v1/inscricao/ViaRapida/ConfirmarMatricula': { data: inscricao({ idStatusInscricao: 4 }) },
      'GET /v1/inscricao/300': { data: inscricao({ idStatusInscricao: 4 }) },
    });
    abrirRota('/meuprimeiroemprego/matricula/form/77');
    expect(
      await screen.findByText(/Você foi convocado para a turma de Auxiliar de Escritório/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar matrícula' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Matrícula confirmada' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sua matrícula da inscrição número 300 foi registrada.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'POST')?.params).toEqual({ idInscricao: 300, idConvocado: 55 });
  });

  // The refusal was only a toast, gone in 3 s, and the focus was left on a button disabled while sending.
  it('uma recusa aparece junto ao botão, como alerta que recebe o foco, e o botão volta a funcionar', async () => {
    const chamadas = fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([
        inscricao({ idStatusInscricao: 3, idConvocacao: 55 }),
      ]),
      'POST /v1/inscricao/ViaRapida/ConfirmarMatricula': {
        status: 409,
        data: { message: 'Conflito.', errors: ['O prazo desta convocação terminou.'] },
      },
    });
    abrirRota('/meuprimeiroemprego/matricula/form/77');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar matrícula' }));

    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('O prazo desta convocação terminou.');
    expect(alerta).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Confirmar matrícula' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(chamadas.filter((c) => c.metodo === 'POST')).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveFocus();
  });

  // A 409 means the call-up moved on meanwhile (its deadline passed): the page reads the enrolment again and shows it
  // as the history does, instead of offering to confirm or to add an expired call-up to the calendar.
  it('depois de uma recusa, lê a inscrição de novo e mostra a convocação expirada, com o alerta ainda em foco', async () => {
    let recusou = false;
    const chamadas = fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': () =>
        lista([inscricao({ idStatusInscricao: recusou ? 7 : 3, idConvocacao: 55 })]),
      'POST /v1/inscricao/ViaRapida/ConfirmarMatricula': () => {
        recusou = true;
        return {
          status: 409,
          data: { message: 'Conflito.', errors: ['O prazo desta convocação terminou.'] },
        };
      },
    });
    abrirRota('/meuprimeiroemprego/matricula/form/77');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar matrícula' }));

    expect(
      await screen.findByRole('heading', { name: 'O prazo desta convocação terminou' }),
    ).toBeInTheDocument();
    expect(
      chamadas.filter((c) => c.chave === 'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7'),
    ).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Confirmar matrícula' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Adicionar à agenda/ })).not.toBeInTheDocument();
    const alerta = screen.getByRole('alert');
    expect(alerta).toHaveTextContent('O prazo desta convocação terminou.');
    expect(alerta).toHaveFocus();
  });

  // Issue 30 item 3: the call-up's deadline is what the citizen needs in the tunnel; it showed an error panel.
  it('sem conexão, a convocação já vista mostra o prazo da cópia do aparelho, com a data', async () => {
    fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([
        inscricao({ idStatusInscricao: 3, idConvocacao: 55, prazoConvocacao: '2026-12-05T02:59:59Z' }),
      ]),
    });
    abrirRota('/meuprimeiroemprego/matricula/form/77');
    await screen.findByText('Confirme até 04/12/2026.');
    cleanup();
    semRede();
    abrirRota('/meuprimeiroemprego/matricula/form/77');
    expect(await screen.findByText('Confirme até 04/12/2026.')).toBeInTheDocument();
    expect(
      screen.getByText(/^Sem conexão — informações de \d{2}\/\d{2} às \d{2}:\d{2}$/),
    ).toBeInTheDocument();
  });

  // Issue 30 item 4: on a call-up, "Adicionar à agenda" gives the confirmation deadline with a reminder the day before,
  // as the other programmes' call-ups do.
  it('"Adicionar à agenda" baixa o .ics com o prazo da convocação, escrito no navegador', async () => {
    fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([
        inscricao({ idStatusInscricao: 3, idConvocacao: 55, prazoConvocacao: '2026-12-05T02:59:59Z' }),
      ]),
    });
    // The reminder depends on when the file is made (none once the deadline is hours away): the clock is pinned.
    jest.useFakeTimers({ now: new Date('2026-11-24T14:00:00.000Z'), advanceTimers: true });
    const baixados = capturarBaixados();
    abrirRota('/meuprimeiroemprego/matricula/form/77');
    await userEvent.click(await screen.findByRole('button', { name: /^Adicionar à agenda/ }));
    await waitFor(() => expect(baixados.nomes).toHaveLength(1));
    const texto = await baixados.texto();
    expect(texto).toContain('DTSTART;TZID=America/Sao_Paulo:20261204T235959\r\n');
    expect(texto).toContain('TRIGGER:-P1DT14H59M59S\r\n');
  });

  it('com uma inscrição antiga cancelada na mesma turma, confirma a convocada (a lista não promete ordem)', async () => {
    const chamadas = fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([
        inscricao({ id: 120, idStatusInscricao: 2, idConvocacao: 40, dataInscricao: '2026-11-02' }),
        inscricao({ id: 119, idStatusInscricao: 7, idConvocacao: 39, dataInscricao: '2026-11-01' }),
        inscricao({ idStatusInscricao: 3, idConvocacao: 55, prazoConvocacao: '2026-11-27T02:59:59Z' }),
      ]),
      'POST /v1/inscricao/ViaRapida/ConfirmarMatricula': { data: inscricao({ idStatusInscricao: 4 }) },
      'GET /v1/inscricao/300': { data: inscricao({ idStatusInscricao: 4 }) },
    });
    abrirRota('/meuprimeiroemprego/matricula/form/77');
    expect(await screen.findByText('Confirme até 26/11/2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar matrícula' }));
    await screen.findByRole('heading', { level: 1, name: 'Matrícula confirmada' });
    expect(chamadas.find((c) => c.metodo === 'POST')?.params).toEqual({ idInscricao: 300, idConvocado: 55 });
  });

  it('sem convocada na turma, explica pela inscrição mais recente dela (a expirada, não a cancelada antiga)', async () => {
    fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([
        inscricao({ id: 120, idStatusInscricao: 2, dataInscricao: '2026-11-02' }),
        inscricao({ id: 121, idStatusInscricao: 7, idConvocacao: 55, dataInscricao: '2026-11-10' }),
      ]),
    });
    abrirRota('/meuprimeiroemprego/matricula/form/77');
    expect(
      await screen.findByRole('heading', { name: 'O prazo desta convocação terminou' }),
    ).toBeInTheDocument();
  });

  it('mostra o prazo da convocação como data', async () => {
    fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([
        inscricao({ idStatusInscricao: 3, idConvocacao: 55, prazoConvocacao: '2026-11-27T02:59:59Z' }),
      ]),
    });
    abrirRota('/meuprimeiroemprego/matricula/form/77');
    expect(await screen.findByText('Confirme até 26/11/2026.')).toBeInTheDocument();
  });

  it('com a convocação expirada não oferece a confirmação e diz por quê', async () => {
    fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([
        inscricao({ idStatusInscricao: 7, idConvocacao: 55, prazoConvocacao: null }),
      ]),
    });
    abrirRota('/meuprimeiroemprego/matricula/form/77');
    expect(
      await screen.findByRole('heading', { name: 'O prazo desta convocação terminou' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar matrícula' })).not.toBeInTheDocument();
  });

  // Issue 28 §9: the old "Confirme sua matrícula" link (or Back) after confirming said "ainda não foi convocado".
  it('com a matrícula já confirmada, mostra o estado confirmado e o comprovante', async () => {
    fingirRede({
      'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([
        inscricao({ idStatusInscricao: 4, idConvocacao: 55 }),
      ]),
    });
    abrirRota('/meuprimeiroemprego/matricula/form/77');
    expect(await screen.findByText(/Sua matrícula nesta turma está confirmada/)).toBeInTheDocument();
    expect(screen.queryByText(/ainda não foi convocado/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar matrícula' })).not.toBeInTheDocument();
  });

  it('sem convocação não oferece a confirmação', async () => {
    fingirRede({ 'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([inscricao()]) });
    abrirRota('/meuprimeiroemprego/matricula/form/77');
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não foi convocado para esta turma' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar matrícula' })).not.toBeInTheDocument();
  });

  it('numa turma em que não está inscrita, diz isso', async () => {
    fingirRede({ 'GET /v1/inscricao/PrimeiroEmpregoList/usuario/7': lista([inscricao()]) });
    abrirRota('/meuprimeiroemprego/matricula/form/999');
    expect(
      await screen.findByRole('heading', { name: 'Você não tem inscrição nesta turma' }),
    ).toBeInTheDocument();
  });
});
