import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { focoComoNoChromium } from '../testes/foco-como-no-chromium';
import { Botao, LinkBotao } from './botao';

it('é type="button" por padrão e não envia o formulário', async () => {
  const enviar = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
  render(
    <form onSubmit={enviar}>
      <Botao>Voltar</Botao>
      <Botao type="submit" variante="perigo">
        Cancelar inscrição
      </Botao>
    </form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
  expect(enviar).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar inscrição' }));
  expect(enviar).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Cancelar inscrição' })).toHaveClass('botao', 'botao--perigo');
});

// Chromium drops the focus of a button that becomes disabled to <body>: a busy Botao stays enabled and says it is
// unavailable with aria-disabled, so the citizen who pressed it keeps their place.
describe('ocupado', () => {
  let pararFoco: () => void;
  beforeEach(() => {
    pararFoco = focoComoNoChromium();
  });
  afterEach(() => pararFoco());

  function Enviar({ aoClicar = () => undefined }: { aoClicar?: () => void }) {
    const [ocupado, setOcupado] = useState(false);
    return (
      <Botao
        ocupado={ocupado}
        onClick={() => {
          aoClicar();
          setOcupado(true);
        }}
      >
        Enviar
      </Botao>
    );
  }

  it('o botão pressionado fica com o foco, indisponível (aria-disabled) e aria-busy', async () => {
    render(<Enviar />);
    const botao = screen.getByRole('button', { name: 'Enviar' });
    await userEvent.click(botao);
    expect(botao).toHaveFocus();
    expect(botao).toHaveAttribute('aria-disabled', 'true');
    expect(botao).toHaveAttribute('aria-busy', 'true');
  });

  it('ignora os cliques enquanto ocupado', async () => {
    const aoClicar = jest.fn();
    render(<Enviar aoClicar={aoClicar} />);
    const botao = screen.getByRole('button', { name: 'Enviar' });
    await userEvent.click(botao);
    await userEvent.click(botao);
    await userEvent.keyboard('{Enter}');
    expect(aoClicar).toHaveBeenCalledTimes(1);
  });

  it('type="submit" ocupado não envia o formulário de novo (clique ou Enter num campo)', async () => {
    const enviar = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={enviar}>
        <label>
          Nome <input name="nome" />
        </label>
        <Botao type="submit" ocupado>
          Salvar
        </Botao>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana{Enter}');
    expect(enviar).not.toHaveBeenCalled();
  });

  it('fora de ocupado, um aria-disabled do chamador fica', () => {
    render(<Botao aria-disabled>Próxima página</Botao>);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('um disabled do chamador continua desabilitando', () => {
    render(
      <Botao disabled ocupado>
        Salvar
      </Botao>,
    );
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});

it('LinkBotao é um link com aparência de botão', () => {
  render(
    <LinkBotao href="/inscricao/historico" variante="secundario">
      Minhas inscrições
    </LinkBotao>,
  );
  const link = screen.getByRole('link', { name: 'Minhas inscrições' });
  expect(link).toHaveAttribute('href', '/inscricao/historico');
  expect(link).toHaveClass('botao', 'botao--secundario');
});
