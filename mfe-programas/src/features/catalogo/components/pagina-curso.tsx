import { useParams } from 'react-router-dom';
import { MODALIDADES_VIRTUAIS, Rota, type Curso } from '@portal/contracts';
import { Painel } from '@portal/ui';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { useSlugCanonico } from '../hooks/navegacao';
import { caminhoDetalhes } from '../programas';
import { CursoCarregado, FichaCurso } from './apresentacao-curso';
import { RotaProgramas } from '../../../config/caminhos';

/**
 * How this course is enrolled in: on-line courses (virtual and SP Tech) right from here, courses of a programme page
 * through that page; the others say why the portal takes no enrolment and where to go instead.
 */
function ComoSeInscrever({ curso }: { curso: Curso }) {
  if (MODALIDADES_VIRTUAIS.includes(curso.idModalidade)) {
    return (
      <div className="botoes">
        <LinkPortal para={Rota.inscricaoVirtual(curso.id)} className="botao">
          Inscrever-se
        </LinkPortal>
      </div>
    );
  }
  const detalhes = caminhoDetalhes(curso);
  if (detalhes !== RotaProgramas.curso(curso.id, curso.urlSlug)) {
    return (
      <div className="botoes">
        <LinkPortal para={detalhes} className="botao">
          Como se inscrever
        </LinkPortal>
      </div>
    );
  }
  return (
    <Painel tipo="aviso" titulo="Inscrições fechadas neste programa">
      <p>
        Este programa não tem período de inscrição aberto pelo portal agora. Quando abrir, a inscrição será
        feita nesta página.
      </p>
      <p>
        Enquanto isso, veja os{' '}
        <LinkPortal para={RotaProgramas.cursosNovoEmprego}>cursos do Novo Emprego</LinkPortal> ou os{' '}
        <LinkPortal para={RotaProgramas.cursosVirtuais}>cursos virtuais</LinkPortal>, que estão com inscrições
        abertas.
      </p>
    </Painel>
  );
}

function ConteudoCurso({ curso, slug }: { curso: Curso; slug?: string }) {
  useSlugCanonico(slug, RotaProgramas.curso(curso.id, curso.urlSlug));
  return (
    <>
      <FichaCurso curso={curso} />
      <ComoSeInscrever curso={curso} />
      {curso.idArco !== null ? (
        <p>
          <LinkPortal para={RotaProgramas.arco(curso.idArco, 'area')}>
            Ver outros cursos da mesma área
          </LinkPortal>
        </p>
      ) : null}
    </>
  );
}

/** cursos/{idCurso}/{urlSlugCurso}: the public page of any course of the catalogue. */
export function PaginaCurso() {
  const { idCurso, urlSlugCurso } = useParams();
  return (
    <CursoCarregado idCurso={idCurso}>
      {(curso) => <ConteudoCurso curso={curso} slug={urlSlugCurso} />}
    </CursoCarregado>
  );
}
