import { screen } from '@testing-library/react';
import { renderizarRotasDoRemoto } from '@portal/remoto/testes';
import { Rotas } from '../app/routes';

/** The whole route table at `url`, with the shell's navigate replaced by a spy (navigation leaving the remote). */
export function abrirRota(url: string) {
  return renderizarRotasDoRemoto(<Rotas />, url);
}

/** A malformed id in the URL is "not found" (idDaRota): the notice, no "Tentar novamente", and no call to the API. */
export async function esperarNaoEncontradoSemChamarAApi(chamadas: readonly unknown[]) {
  expect(
    await screen.findByRole('heading', { name: 'Não encontramos o que você procura' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  expect(chamadas).toHaveLength(0);
}
