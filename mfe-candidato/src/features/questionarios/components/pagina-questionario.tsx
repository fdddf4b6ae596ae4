import { useParams } from 'react-router-dom';
import { useSession } from '@portal/shared-auth';
import { Carregando, Painel, usePageTitle } from '@portal/ui';
import type { TipoQuestionario } from '../api/questionarios-api';
import { useQuestionario } from '../hooks/use-questionario';
import { FalhaNaCarga } from '../../../comum/componentes';
import { FormularioQuestionario } from './formulario-questionario';

export interface PaginaQuestionarioProps {
  tipo: TipoQuestionario;
  titulo: string;
}

const idDaRota = (valor: string | undefined): number | undefined => {
  const numero = Number(valor);
  return Number.isInteger(numero) && numero > 0 ? numero : undefined;
};

/** questionario-empresa, -empreenda, questionario and -dinamico (edit and edit/{idCurso}[/{idQuestionario}]). */
export function PaginaQuestionario({ tipo, titulo }: PaginaQuestionarioProps) {
  const h1Ref = usePageTitle(titulo);
  const params = useParams();
  const idCurso = idDaRota(params.idCurso);
  const idQuestionario = idDaRota(params.idQuestionario);
  const user = useSession((s) => s.user);
  const estado = useQuestionario({ tipo, idCurso, idQuestionario }, user?.id ?? null);
  return (
    <div className="pagina-formulario">
      <h1 ref={h1Ref}>{titulo}</h1>
      {estado.carga === 'carregando' ? <Carregando /> : null}
      {estado.carga === 'falhou' ? (
        <FalhaNaCarga
          titulo="Não foi possível carregar o questionário"
          h1={h1Ref}
          recarregar={estado.recarregar}
        />
      ) : null}
      {estado.carga === 'inexistente' ? (
        <Painel tipo="info" titulo="Nenhum questionário disponível">
          <p>Não há questionário para responder agora. Volte mais tarde.</p>
        </Painel>
      ) : null}
      {estado.carga === 'pronto' && user ? (
        <FormularioQuestionario
          tituloDaPagina={titulo}
          questionario={estado.questionario}
          salvas={estado.salvas}
          idUsuario={user.id}
          idCurso={idCurso}
        />
      ) : null}
    </div>
  );
}
