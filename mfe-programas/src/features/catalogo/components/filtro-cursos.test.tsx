import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { CUIDADOR, EMPILHADEIRA } from '../../../testes/fixtures';
import { CursosFiltrados } from './filtro-cursos';

const pagina = (
  <MemoryRouter initialEntries={['/qualificaSP/cursos']}>
    <CursosFiltrados cursos={[EMPILHADEIRA, CUIDADOR]} />
  </MemoryRouter>
);

// A prerendered catalogue is on screen before it is hydrated (decisions 0830, 0850): what the visitor typed in that
// window is in the field, and the list must follow it once React takes over.
it('o que foi digitado antes da hidratação filtra a lista quando a página ganha vida', async () => {
  const raiz = document.createElement('div');
  raiz.innerHTML = renderToString(pagina);
  document.body.append(raiz);
  const campo = raiz.querySelector('input[type="search"]') as HTMLInputElement;
  campo.value = 'cuidador';
  await act(async () => {
    hydrateRoot(raiz, pagina);
  });
  expect(screen.getByRole('searchbox', { name: /Filtrar cursos/ })).toHaveValue('cuidador');
  expect(screen.queryByRole('link', { name: EMPILHADEIRA.nome })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: CUIDADOR.nome })).toBeInTheDocument();
});
