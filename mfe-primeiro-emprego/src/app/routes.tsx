import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Remote } from '@portal/contracts';
import { rotasFinais } from '@portal/ui';
import type { Decisao } from '@portal/shared-auth';
import { RotaPrimeiroEmprego } from '../comum/rotas';
import { avaliarConfirmacao, avaliarInscricao, avaliarLogin, avaliarQuestionario } from '../comum/guardas';
import { PaginaCursos } from '../features/cursos/components/pagina-cursos';
import { PaginaDetalhes } from '../features/cursos/components/pagina-detalhes';
import { PaginaFaq } from '../features/informacoes/components/pagina-faq';
import { PaginaMeuPrimeiroEmprego } from '../features/informacoes/components/pagina-meu-primeiro-emprego';
import { PaginaConfirmacao } from '../features/inscricao/components/pagina-confirmacao';
import { PaginaInscricaoEdit } from '../features/inscricao/components/pagina-inscricao-edit';
import { PaginaMatriculaConfirmacao } from '../features/matricula/components/pagina-matricula-confirmacao';
import { PaginaMatriculaForm } from '../features/matricula/components/pagina-matricula-form';
import { PaginaQuestionario } from '../features/questionario/components/pagina-questionario';
import { RotaGuardada } from './rota-guardada';

const guardada = (avaliar: (url: string) => Decisao | Promise<Decisao>, pagina: ReactNode) => (
  <RotaGuardada avaliar={avaliar}>{pagina}</RotaGuardada>
);

/** The first-job route table, with full paths (spec §2, First job; login guard where the spec says so). */
export function Rotas() {
  return (
    <Routes>
      <Route path="/meuprimeiroemprego/cursos" element={<PaginaCursos />} />
      <Route path="/meuprimeiroemprego/details/:idCurso" element={<PaginaDetalhes />} />
      <Route path="/meuprimeiroemprego/faq" element={<PaginaFaq />} />
      <Route path="/meu-primeiro-emprego" element={<PaginaMeuPrimeiroEmprego />} />
      <Route
        path="/meuprimeiroemprego/inscricao/edit"
        element={guardada(avaliarInscricao, <PaginaInscricaoEdit />)}
      />
      <Route
        path="/meuprimeiroemprego/questionario"
        element={guardada(avaliarQuestionario, <PaginaQuestionario />)}
      />
      <Route
        path="/meuprimeiroemprego/inscricao/confirmacao"
        element={guardada(avaliarConfirmacao, <PaginaConfirmacao />)}
      />
      <Route
        path="/meuprimeiroemprego/matricula/form/:idTurma"
        element={guardada(avaliarLogin, <PaginaMatriculaForm />)}
      />
      <Route
        path="/meuprimeiroemprego/matricula/confirmacao"
        element={guardada(avaliarLogin, <PaginaMatriculaConfirmacao />)}
      />
      {rotasFinais(Remote.primeiroEmprego, { meuprimeiroemprego: RotaPrimeiroEmprego.cursos })}
    </Routes>
  );
}
