import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paginaSobDemanda, RotaGuardada, rotasFinais } from '@portal/remoto';
import type { Decisao } from '@portal/shared-auth';
import { PREFIXOS, RotaPrimeiroEmprego } from '../config/caminhos';

// Each page is its own chunk, downloaded when its route is visited (decision 0820).
// The guards read the API with its zod schemas: they load with the first guarded route, not with the public pages.
const guardas = () => import(/* webpackChunkName: "guardas" */ '../comum/guardas');
const avaliarLogin = async (url: string) => (await guardas()).avaliarLogin(url);
const avaliarQuestionario = async (url: string) => (await guardas()).avaliarQuestionario(url);
const avaliarConfirmacao = async (url: string) => (await guardas()).avaliarConfirmacao(url);
const avaliarInscricao = async (url: string) => (await guardas()).avaliarInscricao(url);
const PaginaCursos = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-cursos" */ '../features/cursos/components/pagina-cursos'),
  'PaginaCursos',
);
const PaginaDetalhes = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-detalhes" */ '../features/cursos/components/pagina-detalhes'),
  'PaginaDetalhes',
);
const PaginaFaq = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-faq" */ '../features/informacoes/components/pagina-faq'),
  'PaginaFaq',
);
const PaginaMeuPrimeiroEmprego = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-meu-primeiro-emprego" */ '../features/informacoes/components/pagina-meu-primeiro-emprego'
    ),
  'PaginaMeuPrimeiroEmprego',
);
const PaginaConfirmacao = paginaSobDemanda(
  () =>
    import(/* webpackChunkName: "rota-confirmacao" */ '../features/inscricao/components/pagina-confirmacao'),
  'PaginaConfirmacao',
);
const PaginaInscricaoEdit = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-inscricao-edit" */ '../features/inscricao/components/pagina-inscricao-edit'
    ),
  'PaginaInscricaoEdit',
);
const PaginaMatriculaConfirmacao = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-matricula-confirmacao" */ '../features/matricula/components/pagina-matricula-confirmacao'
    ),
  'PaginaMatriculaConfirmacao',
);
const PaginaMatriculaForm = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-matricula-form" */ '../features/matricula/components/pagina-matricula-form'
    ),
  'PaginaMatriculaForm',
);
const PaginaQuestionario = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-questionario" */ '../features/questionario/components/pagina-questionario'
    ),
  'PaginaQuestionario',
);

const guardada = (avaliar: (url: string) => Decisao | Promise<Decisao>, pagina: ReactNode) => (
  <RotaGuardada avaliar={avaliar}>{pagina}</RotaGuardada>
);

/** The first-job route table, with full paths (spec §2, First job; login guard where the spec says so). */
export function Rotas() {
  return (
    <Routes>
      <Route path={RotaPrimeiroEmprego.cursos} element={<PaginaCursos />} />
      <Route path={RotaPrimeiroEmprego.detalhes(':idCurso')} element={<PaginaDetalhes />} />
      <Route path={RotaPrimeiroEmprego.faq} element={<PaginaFaq />} />
      <Route path={RotaPrimeiroEmprego.meuPrimeiroEmprego} element={<PaginaMeuPrimeiroEmprego />} />
      <Route
        path={RotaPrimeiroEmprego.inscricaoEdit}
        element={guardada(avaliarInscricao, <PaginaInscricaoEdit />)}
      />
      <Route
        path={RotaPrimeiroEmprego.questionario}
        element={guardada(avaliarQuestionario, <PaginaQuestionario />)}
      />
      <Route
        path={RotaPrimeiroEmprego.inscricaoConfirmacao}
        element={guardada(avaliarConfirmacao, <PaginaConfirmacao />)}
      />
      <Route
        path={RotaPrimeiroEmprego.matriculaForm(':idTurma')}
        element={guardada(avaliarLogin, <PaginaMatriculaForm />)}
      />
      <Route
        path={RotaPrimeiroEmprego.matriculaConfirmacao}
        element={guardada(avaliarLogin, <PaginaMatriculaConfirmacao />)}
      />
      {rotasFinais(PREFIXOS, { meuprimeiroemprego: RotaPrimeiroEmprego.cursos })}
    </Routes>
  );
}
