/**
 * React may render the routed area, throw that attempt away and render it again before anything is committed: a click
 * during hydration restarts it at a higher priority, and a slow phone makes that likely. The CI of 28/11 logged React's
 * #418 with this component stack (the area's spinner where the server put the remote's page): the second attempt was
 * told the page had not arrived prerendered, because the first attempt had already taken the answer.
 */
import { areaChegouPreRenderizada, areaPreRenderizadaUsada } from './area-pre-renderizada';

it('perguntada de novo antes de a área montar (o React refez a renderização), a resposta é a mesma', () => {
  document.body.innerHTML = '<main><div class="area-remota"><article>Cursos</article></div></main>';

  expect(areaChegouPreRenderizada()).toBe(true);
  expect(areaChegouPreRenderizada()).toBe(true);
});

it('depois que a primeira área montou, a seguinte (outra rota, outro remoto) começa vazia', () => {
  document.body.innerHTML = '<main><div class="area-remota"><article>Cursos</article></div></main>';

  areaPreRenderizadaUsada();

  expect(areaChegouPreRenderizada()).toBe(false);
});
