import { useNavigate, useParams } from 'react-router-dom';
import { ProgramaPortal, type Curso } from '@portal/contracts';
import { definirCursoEscolhido } from '@portal/shared-auth';
import { Botao, Painel, usePageTitle } from '@portal/ui';
import { EstadoCarga, idDaRota, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { RotaPrimeiroEmprego } from '../../../config/caminhos';

function FichaCurso({ curso, inscreverSe }: { curso: Curso; inscreverSe: () => void }) {
  if (curso.idModalidade !== ProgramaPortal.MeuPrimeiroEmprego) {
    return <Painel tipo="aviso" titulo="Este curso não faz parte do Meu Primeiro Emprego" />;
  }
  return (
    <>
      <p>{curso.descricao}</p>
      <dl>
        <dt>Carga horária</dt>
        <dd>{curso.cargaHoraria} horas</dd>
        <dt>Escolaridade mínima</dt>
        <dd>{curso.escolaridadeMinima}</dd>
        <dt>Formato</dt>
        <dd>{curso.formato === 'ONLINE' ? 'On-line' : 'Presencial'}</dd>
      </dl>
      <div className="botoes">
        <Botao onClick={inscreverSe}>Inscrever-se</Botao>
      </div>
    </>
  );
}

/** meuprimeiroemprego/details/{idCurso}: the course, and 'Inscrever-se' into this remote's enrolment page. */
export function PaginaDetalhes() {
  const { idCurso } = useParams();
  const navigate = useNavigate();
  // An id the URL cannot carry fails inside the loader, before any request: "not found", never a retry.
  const carga = useCarga(() => catalogoApi.curso(idDaRota(idCurso)), `curso:${idCurso ?? ''}`);
  const titulo = carga.dados?.nome ?? 'Detalhes do curso';
  const h1 = usePageTitle(titulo);
  const inscreverSe = (curso: Curso) => {
    definirCursoEscolhido({ idCurso: curso.id, idModalidade: curso.idModalidade });
    navigate(RotaPrimeiroEmprego.inscricaoEdit);
  };
  return (
    <article>
      <h1 ref={h1}>{titulo}</h1>
      <EstadoCarga carga={carga}>
        {(curso) => <FichaCurso curso={curso} inscreverSe={() => inscreverSe(curso)} />}
      </EstadoCarga>
      <p>
        <LinkPortal para={RotaPrimeiroEmprego.cursos}>Voltar para os cursos</LinkPortal>
      </p>
    </article>
  );
}
