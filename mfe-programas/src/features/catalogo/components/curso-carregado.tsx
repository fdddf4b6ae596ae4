import type { ReactNode } from 'react';
import type { Curso } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { EstadoCarga } from '../../../comum/componentes/estado-carga';
import { useCarga } from '../../../comum/use-carga';

const TITULO_PROVISORIO = 'Detalhes do curso';

/** Loads GET /v1/cursos/{id}; the h1 is the course's name once known, so the page always has exactly one. */
export function CursoCarregado({ idCurso, children }: { idCurso: number; children: (curso: Curso) => ReactNode }) {
  const carga = useCarga(() => catalogoApi.curso(idCurso), `curso:${idCurso}`);
  const titulo = carga.dados?.nome ?? TITULO_PROVISORIO;
  const h1 = usePageTitle(titulo);
  return (
    <article>
      <h1 ref={h1}>{titulo}</h1>
      <EstadoCarga carga={carga}>{children}</EstadoCarga>
    </article>
  );
}
