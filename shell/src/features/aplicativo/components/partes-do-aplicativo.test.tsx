import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { estadoDoAplicativo, type PedidoDeInstalacao } from '../estado-do-aplicativo';
import { PartesDoAplicativo } from './partes-do-aplicativo';

afterEach(() =>
  act(() => estadoDoAplicativo.setState({ pedidoDeInstalacao: null, atualizar: null, copiaDe: null })),
);

describe('no menu: "Instalar o portal"', () => {
  it('não aparece enquanto o navegador não ofereceu a instalação', () => {
    render(<PartesDoAplicativo parte="menu" />);
    expect(screen.queryByRole('button', { name: 'Instalar o portal' })).not.toBeInTheDocument();
  });

  it('depois de beforeinstallprompt, o botão abre o pedido do navegador uma vez', async () => {
    const prompt = jest.fn(async () => undefined);
    const pedido = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    }) as PedidoDeInstalacao;
    render(<PartesDoAplicativo parte="menu" />);
    act(() => estadoDoAplicativo.setState({ pedidoDeInstalacao: pedido }));
    await userEvent.click(screen.getByRole('button', { name: 'Instalar o portal' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Instalar o portal' })).not.toBeInTheDocument();
  });
});

describe('"Nova versão disponível — atualizar"', () => {
  it('a região de status existe vazia e anuncia o aviso quando um shell novo espera', async () => {
    const atualizar = jest.fn();
    render(<PartesDoAplicativo parte="avisos" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => estadoDoAplicativo.setState({ atualizar }));
    expect(screen.getByRole('status')).toHaveTextContent('Nova versão disponível — atualizar');
    await userEvent.click(screen.getByRole('button', { name: 'atualizar' }));
    expect(atualizar).toHaveBeenCalledTimes(1);
  });
});

describe('"Sem conexão — informações de…" sobre a página', () => {
  // 27/11/2026 às 14:05 in São Paulo.
  const COPIA = Date.UTC(2026, 10, 27, 17, 5);

  it('a região de status existe vazia e anuncia a data da cópia que o service worker leu do aparelho', () => {
    render(<PartesDoAplicativo parte="copia" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => estadoDoAplicativo.setState({ copiaDe: COPIA }));
    expect(screen.getByRole('status')).toHaveTextContent('Sem conexão — informações de 27/11 às 14:05');
  });

  it('não repete o aviso que a página vinda do aparelho já traz no começo do <body>', () => {
    const daPagina = document.createElement('p');
    daPagina.className = 'aviso-sem-conexao';
    document.body.prepend(daPagina);
    try {
      render(<PartesDoAplicativo parte="copia" />);
      act(() => estadoDoAplicativo.setState({ copiaDe: COPIA }));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      daPagina.remove();
    }
  });
});
