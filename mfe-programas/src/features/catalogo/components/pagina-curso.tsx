import { useParams } from 'react-router-dom';
import type { Curso } from '@portal/contracts';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { useSlugCanonico } from '../hooks/navegacao';
import { caminhoDetalhes } from '../programas';
import { CursoCarregado, FichaCurso } from './apresentacao-curso';

function ConteudoCurso({ curso, slug }: { curso: Curso; slug?: string }) {
  useSlugCanonico(slug, `/cursos/${curso.id}/${curso.urlSlug}`);
  const inscricao = caminhoDetalhes(curso);
  return (
    <>
      <FichaCurso curso={curso} />
      {inscricao.startsWith('/cursos/') ? (
        <p>
          As inscrições deste curso abrem conforme o calendário do programa. Volte a esta página para
          acompanhar.
        </p>
      ) : (
        <div className="botoes">
          <LinkPortal para={inscricao} className="botao">
            Como se inscrever
          </LinkPortal>
        </div>
      )}
      {curso.idArco !== null ? (
        <p>
          <LinkPortal para={`/arcos/${curso.idArco}/area`}>Ver outros cursos da mesma área</LinkPortal>
        </p>
      ) : null}
    </>
  );
}

/** cursos/{idCurso}/{urlSlugCurso}: the public page of any course of the catalogue. */
export function PaginaCurso() {
  const { idCurso, urlSlugCurso } = useParams();
  return (
    <CursoCarregado idCurso={Number(idCurso)}>
      {(curso) => <ConteudoCurso curso={curso} slug={urlSlugCurso} />}
    </CursoCarregado>
  );
}
