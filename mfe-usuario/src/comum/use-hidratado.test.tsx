import { act, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useDigitadoAntesDaHidratacao, useHidratado } from './use-hidratado';

function Enviar() {
  return <button disabled={!useHidratado()}>Entrar</button>;
}

// Testing Library sets this when it renders; these tests drive React's roots themselves.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('useHidratado', () => {
  it('keeps the control disabled in the prerendered HTML and enables it once hydrated', async () => {
    const html = renderToString(<Enviar />);
    expect(html).toContain('disabled');
    const elemento = document.createElement('div');
    elemento.innerHTML = html;
    document.body.append(elemento);
    await act(async () => {
      hydrateRoot(elemento, <Enviar />);
    });
    expect(elemento.querySelector('button')).toBeEnabled();
  });

  it('is enabled from the first render when the page is drawn in the browser', async () => {
    const elemento = document.createElement('div');
    const estados: boolean[] = [];
    function Registrar() {
      estados.push(useHidratado());
      return null;
    }
    await act(async () => {
      createRoot(elemento).render(<Registrar />);
    });
    expect(estados).toEqual([true]);
  });
});

function Formulario() {
  const [cpf, definirCpf] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useDigitadoAntesDaHidratacao({ cpf: ref }, (_campo, valor) => definirCpf(valor));
  const pronto = useHidratado();
  return (
    <form>
      <input aria-label="CPF" ref={ref} value={cpf} onChange={(e) => definirCpf(e.target.value)} />
      <output>{pronto ? `enviará ${cpf}` : ''}</output>
    </form>
  );
}

describe('useDigitadoAntesDaHidratacao', () => {
  it('keeps what was typed into the prerendered field before hydration, in the field and in the state', async () => {
    const elemento = document.createElement('div');
    elemento.innerHTML = renderToString(<Formulario />);
    document.body.append(elemento);
    elemento.querySelector('input')!.value = '12345678909';
    await act(async () => {
      hydrateRoot(elemento, <Formulario />);
    });
    expect(elemento.querySelector('input')).toHaveValue('12345678909');
    expect(elemento.querySelector('output')).toHaveTextContent('enviará 12345678909');
  });
});
