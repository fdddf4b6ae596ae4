import { renderizarRotasDoRemoto } from '@portal/remoto/testes';
import { Rotas } from '../app/routes';

/** The whole route table at `url`, with the shell's navigate replaced by a spy (navigation leaving the remote). */
export function abrirRota(url: string) {
  return renderizarRotasDoRemoto(<Rotas />, url);
}
