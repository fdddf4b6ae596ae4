/**
 * The programme's public pages are rendered at each deploy with that deploy's catalogue (scripts/prerender.tsx,
 * docs/decisions/0830 and 0840) and hydrated by this remote's parcel in the shell's `.area-remota`: the first client
 * render must be the server's, or React throws the HTML away and the visitor waits for the scripts as before.
 */
import { fingirRede, restaurarRede } from '@portal/shared-auth/testes';
import { preRenderizarPagina } from '@portal/remoto/servidor';
import { hidratarSemDivergencia } from '@portal/remoto/testes';
import { AUXILIAR } from '../testes/fixtures';
import { PRE_RENDERIZADAS } from '../config/caminhos';
import * as lifecycles from './lifecycles';
import { Rotas } from './routes';

const PERGUNTA = { id: 4, tipo: 'primeiro-emprego', pergunta: 'Quem pode participar?', resposta: 'Jovens.' };
/** What each page shows from the API (nothing for the presentation page, which has no data). */
const CONTEUDO: Record<string, string> = {
  '/meuprimeiroemprego/cursos': AUXILIAR.nome,
  '/meuprimeiroemprego/faq': PERGUNTA.pergunta,
  '/meu-primeiro-emprego': 'Quem pode participar',
};

afterEach(restaurarRede);

it('pré-renderiza o catálogo, as perguntas frequentes e a apresentação do programa', () => {
  expect([...PRE_RENDERIZADAS].sort()).toEqual(Object.keys(CONTEUDO).sort());
});

it.each(Object.keys(CONTEUDO))('%s pré-renderizado é hidratado sem divergência', async (caminho) => {
  fingirRede({ 'GET /v1/cursos': { data: [AUXILIAR] }, 'GET /v1/faq': { data: [PERGUNTA] } });
  const pagina = await preRenderizarPagina(<Rotas />, caminho);
  expect(pagina.html).toContain(CONTEUDO[caminho]);

  await hidratarSemDivergencia(lifecycles, pagina, caminho);
});
