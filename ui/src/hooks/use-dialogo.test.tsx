import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useDialogo } from './use-dialogo';

function Confirmacao({ aoFechar }: { aoFechar: () => void }) {
  const voltar = useRef<HTMLButtonElement>(null);
  const { dialogoRef, onKeyDown } = useDialogo<HTMLDialogElement>(aoFechar, voltar);
  return (
    <dialog ref={dialogoRef} role="alertdialog" aria-label="Cancelar inscrição" onKeyDown={onKeyDown}>
      <button ref={voltar} type="button" onClick={aoFechar}>
        Voltar
      </button>
    </dialog>
  );
}

function Pagina() {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAberto(true)}>
        Cancelar inscrição
      </button>
      {aberto && <Confirmacao aoFechar={() => setAberto(false)} />}
    </>
  );
}

async function abrir() {
  const usuario = userEvent.setup();
  render(<Pagina />);
  await usuario.click(screen.getByRole('button', { name: 'Cancelar inscrição' }));
  return usuario;
}

describe('useDialogo com um <dialog>', () => {
  it('abre como modal, com o foco na escolha segura, e Escape fecha e devolve o foco a quem abriu', async () => {
    const usuario = await abrir();
    const dialogo = screen.getByRole('alertdialog', { name: 'Cancelar inscrição' }) as HTMLDialogElement;
    expect(dialogo.open).toBe(true);
    expect(screen.getByRole('button', { name: 'Voltar' })).toHaveFocus();

    await usuario.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar inscrição' })).toHaveFocus();
  });

  it('um fechamento do navegador (o gesto de voltar do Android) também chega à página', async () => {
    await abrir();
    const dialogo = screen.getByRole('alertdialog') as HTMLDialogElement;

    act(() => dialogo.close());

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar inscrição' })).toHaveFocus();
  });
});

describe('useDialogo com o <div role="dialog"> de um remoto construído antes do ui 1.4.0', () => {
  function Antigo() {
    const { dialogoRef, onKeyDown } = useDialogo<HTMLDivElement>(() => undefined);
    return (
      <div ref={dialogoRef} role="dialog" aria-label="Antigo" tabIndex={-1} onKeyDown={onKeyDown}>
        <button type="button">Primeiro</button>
        <button type="button">Último</button>
      </div>
    );
  }

  it('mantém o Tab dentro dele, como antes', async () => {
    const usuario = userEvent.setup();
    render(<Antigo />);
    await usuario.tab();
    await usuario.tab();
    expect(screen.getByRole('button', { name: 'Último' })).toHaveFocus();
    await usuario.tab();
    expect(screen.getByRole('button', { name: 'Primeiro' })).toHaveFocus();
  });
});
