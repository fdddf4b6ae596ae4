import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abrir, prepararTestes } from './renderizar';
import { entrarComo } from './sessao';

const fetchOriginal = globalThis.fetch;
/** The URLs the postal service was asked for in the current test. */
export const consultas: string[] = [];

/** The postal service is another origin reached with fetch: faking fetch is faking the network edge. */
export function servicoPostal(responder: (url: string) => unknown | Promise<never>) {
  globalThis.fetch = (async (url: string) => {
    consultas.push(url);
    const corpo = await responder(url);
    return { status: 200, ok: true, json: async () => corpo } as Response;
  }) as typeof fetch;
}

/** The address form of the signed-in candidate, once its CEP field is on screen. */
export async function abrirFormulario() {
  abrir('/candidato/endereco/form');
  await screen.findByLabelText(/^CEP/);
  return userEvent.setup();
}

/** Each test of the address page signed in, with no postal query yet; the real fetch back after it. */
export function prepararEndereco(): void {
  prepararTestes();
  beforeEach(() => {
    consultas.length = 0;
    entrarComo();
  });
  afterEach(() => {
    globalThis.fetch = fetchOriginal;
  });
}
