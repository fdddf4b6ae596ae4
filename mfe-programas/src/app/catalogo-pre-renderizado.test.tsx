/**
 * The catalogue pages are prerendered at deploy time (scripts/prerender.tsx → @portal/remoto/servidor) and hydrated by
 * this remote's parcel in the shell's `.area-remota` (docs/decisions/0830): the first client render must match the
 * server's HTML, otherwise React throws it away and the visitor waits for the scripts as before.
 */
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { preRenderizarPagina } from '@portal/remoto/servidor';
import { hidratarSemDivergencia } from '@portal/remoto/testes';
import { CUIDADOR, EMPILHADEIRA } from '../testes/fixtures';
import { PRE_RENDERIZADAS } from '../config/caminhos';
import * as lifecycles from './lifecycles';
import { Rotas } from './routes';

afterEach(restaurarRede);

it.each(PRE_RENDERIZADAS)('%s pré-renderizado é hidratado sem divergência', async (caminho) => {
  fingirRede({ 'GET /v1/cursos': { data: [EMPILHADEIRA, CUIDADOR] } });
  const pagina = await preRenderizarPagina(<Rotas />, caminho);
  expect(pagina.html).toContain('Cuidador de Idosos');
  expect(pagina.html).toMatch(/href="[^"]*\/details\/12"/);

  await hidratarSemDivergencia(lifecycles, pagina, caminho);
});
