import { useParams } from 'react-router-dom';
import { Botao, Painel } from '@portal/ui';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import { useInscreverSe } from '../hooks/navegacao';
import { caminhoDetalhes, type ProgramaCatalogo } from '../programas';
import { CursoCarregado, FichaCurso } from './apresentacao-curso';

/** {programa}/details/{idCurso}: the course and the call to enrol in it through the programme's flow. */
export function PaginaDetalhes({ programa }: { programa: ProgramaCatalogo }) {
  const { idCurso } = useParams();
  const inscreverSe = useInscreverSe(programa);
  const voltar = (
    <LinkPortal para={programa.catalogo}>{`Voltar para os cursos do ${programa.nome}`}</LinkPortal>
  );
  return (
    <CursoCarregado idCurso={idCurso}>
      {(curso) =>
        curso.idModalidade === programa.idModalidade ? (
          <>
            <p>Programa {programa.nome}</p>
            <FichaCurso curso={curso} />
            <div className="botoes">
              <Botao onClick={() => inscreverSe(curso)}>Inscrever-se</Botao>
            </div>
            <p>{voltar}</p>
          </>
        ) : (
          <Painel tipo="aviso" titulo={`Este curso não faz parte do ${programa.nome}`}>
            <p>
              Veja os{' '}
              <LinkPortal para={caminhoDetalhes(curso)}>
                detalhes do curso no programa que o oferece
              </LinkPortal>
              .
            </p>
            <p>{voltar}</p>
          </Painel>
        )
      }
    </CursoCarregado>
  );
}
