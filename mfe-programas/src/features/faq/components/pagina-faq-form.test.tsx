import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abrirRota } from '../../../testes/renderizar';
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';

afterEach(() => {
  restaurarRede();
  sessionStorage.clear();
});

async function preencher() {
  await userEvent.type(screen.getByLabelText(/^Nome/), 'Maria Silva');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'maria@exemplo.com.br');
  await userEvent.selectOptions(screen.getByLabelText(/^Assunto/), 'Novo Emprego');
  await userEvent.type(screen.getByLabelText(/^Sua pergunta/), 'Posso trocar de turno depois de inscrita?');
}

describe('formulário de pergunta (faq-form)', () => {
  it('ao enviar vazio mostra o resumo de erros ligado a cada campo e não chama a API', async () => {
    const chamadas = fingirRede({});
    abrirRota('/faq-form');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar pergunta' }));

    const resumo = screen.getByRole('alert');
    expect(resumo).toHaveFocus();
    const links = within(resumo).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#nome', '#email', '#assunto', '#pergunta']);
    expect(screen.getByLabelText(/^Nome/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(resumo).getByRole('link', { name: 'Escolha o assunto da pergunta.' }));
    expect(screen.getByLabelText(/^Assunto/)).toHaveFocus();
    expect(chamadas).toHaveLength(0);
  });

  it('envia o corpo validado e agradece, limpando o rascunho', async () => {
    const chamadas = fingirRede({
      'POST /v1/faq/perguntas': { status: 201, data: { message: 'Pergunta recebida.', errors: [] } },
    });
    abrirRota('/faq-form');
    await screen.findByRole('button', { name: 'Enviar pergunta' });
    await preencher();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pergunta' }));

    expect(await screen.findByRole('heading', { name: 'Pergunta enviada' })).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      nome: 'Maria Silva',
      email: 'maria@exemplo.com.br',
      assunto: 'novo-emprego',
      pergunta: 'Posso trocar de turno depois de inscrita?',
    });
    expect(sessionStorage.getItem('rascunho:faq-form')).toBeNull();
  });

  it('o envio bem-sucedido leva o foco ao título "Pergunta enviada" (o botão focado some com o formulário)', async () => {
    fingirRede({
      'POST /v1/faq/perguntas': { status: 201, data: { message: 'Pergunta recebida.', errors: [] } },
    });
    abrirRota('/faq-form');
    await screen.findByRole('button', { name: 'Enviar pergunta' });
    await preencher();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pergunta' }));

    const titulo = await screen.findByRole('heading', { level: 2, name: 'Pergunta enviada' });
    await waitFor(() => expect(titulo).toHaveFocus());
    expect(titulo).toHaveAttribute('tabindex', '-1');
  });

  it('um erro da API aparece no resumo e o que foi digitado continua lá, também depois de recarregar', async () => {
    fingirRede({
      'POST /v1/faq/perguntas': {
        status: 400,
        data: { message: 'Os dados enviados são inválidos.', errors: ['Pergunta repetida.'] },
      },
    });
    const primeira = abrirRota('/faq-form');
    await screen.findByRole('button', { name: 'Enviar pergunta' });
    await preencher();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pergunta' }));

    expect(
      await within(screen.getByRole('alert')).findByRole('link', { name: 'Pergunta repetida.' }),
    ).toHaveAttribute('href', '#pergunta');
    expect(screen.getByLabelText(/^Sua pergunta/)).toHaveValue('Posso trocar de turno depois de inscrita?');

    primeira.unmount();
    abrirRota('/faq-form');
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Maria Silva');
  });
});
