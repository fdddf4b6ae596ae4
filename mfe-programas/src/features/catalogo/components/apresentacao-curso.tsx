import type { ReactNode } from 'react';
import type { Curso } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { EstadoCarga, idDaRota, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { caminhoDetalhes } from '../programas';

const FORMATO: Record<Curso['formato'], string> = { PRESENCIAL: 'Presencial', ONLINE: 'On-line' };

/** What a candidate weighs before enrolling: description, workload, minimum schooling and format. */
export function FichaCurso({ curso }: { curso: Curso }) {
  return (
    <>
      <p>{curso.descricao}</p>
      <dl className="ficha-curso">
        <dt>Carga horária</dt>
        <dd>{curso.cargaHoraria} horas</dd>
        <dt>Escolaridade mínima</dt>
        <dd>{curso.escolaridadeMinima}</dd>
        <dt>Formato</dt>
        <dd>{FORMATO[curso.formato]}</dd>
      </dl>
    </>
  );
}

/** Course cards; each title is the link to the course's details. */
export function ListaCursos({ cursos }: { cursos: readonly Curso[] }) {
  return (
    <ul className="cartoes">
      {cursos.map((curso) => (
        <li key={curso.id} className="cartao">
          <h2 className="cartao__titulo">
            <LinkPortal para={caminhoDetalhes(curso)}>{curso.nome}</LinkPortal>
          </h2>
          <p>{curso.descricao}</p>
          <p>
            {curso.cargaHoraria} horas · {curso.formato === 'ONLINE' ? 'On-line' : 'Presencial'}
          </p>
        </li>
      ))}
    </ul>
  );
}

const TITULO_PROVISORIO = 'Detalhes do curso';

/** Loads GET /v1/cursos/{id}; the h1 is the course's name once known, so the page always has exactly one. */
export function CursoCarregado({
  idCurso,
  children,
}: {
  /** The route's parameter as written in the URL. */
  idCurso: string | undefined;
  children: (curso: Curso) => ReactNode;
}) {
  // A malformed id throws inside the loader: the not-found notice, without asking the API (whose 400 would become a
  // retry that always fails).
  const carga = useCarga(() => catalogoApi.curso(idDaRota(idCurso)), `curso:${idCurso}`);
  const titulo = carga.dados?.nome ?? TITULO_PROVISORIO;
  const h1 = usePageTitle(titulo);
  return (
    <article>
      <h1 ref={h1}>{titulo}</h1>
      <EstadoCarga carga={carga}>{children}</EstadoCarga>
    </article>
  );
}
