import { Route, Routes } from 'react-router-dom';
import { Rota } from '@portal/contracts';
import { paginaSobDemanda, rotasFinais } from '@portal/ui';
import { ROTA_CADASTRO_CONCLUIDO } from '../features/cadastro/hooks/use-seguir-cadastro';
import {
  PaginaDadosPagamento,
  ROTA_DADOS_PAGAMENTO,
} from '../features/pagamento/components/pagina-dados-pagamento';
import { ComLogin, ConclusaoDoCadastro, EtapaDoCadastro } from './guardas';
import { PREFIXOS } from '../config/caminhos';

// Each page is its own chunk, downloaded when its route is visited (decision 0820).
const PaginaCadastroConcluido = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-cadastro-concluido" */ '../features/cadastro/components/pagina-cadastro-concluido'
    ),
  'PaginaCadastroConcluido',
);
const PaginaDadosCadastrais = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-dados-cadastrais" */ '../features/dados-cadastrais/components/pagina-dados-cadastrais'
    ),
  'PaginaDadosCadastrais',
);
const PaginaEndereco = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-endereco" */ '../features/endereco/components/pagina-endereco'),
  'PaginaEndereco',
);
const PaginaQuestionario = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-questionario" */ '../features/questionarios/components/pagina-questionario'
    ),
  'PaginaQuestionario',
);
const PaginaSocioeconomico = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-socioeconomico" */ '../features/socioeconomico/components/pagina-socioeconomico'
    ),
  'PaginaSocioeconomico',
);

/** The four questionnaire kinds share one renderer; each route says which kind and which title. */
const QUESTIONARIOS = [
  {
    base: '/candidato/questionario-empresa/edit',
    tipo: 'EMPRESA',
    titulo: 'Questionário da empresa',
    comCurso: '/:idCurso',
  },
  {
    base: '/candidato/questionario-empreenda/edit',
    tipo: 'EMPREENDA',
    titulo: 'Questionário Empreenda',
    comCurso: '/:idCurso/:idQuestionario',
  },
  {
    base: '/candidato/questionario/edit',
    tipo: 'GERAL',
    titulo: 'Questionário',
    comCurso: '/:idCurso/:idQuestionario',
  },
  {
    base: '/candidato/questionario-dinamico/edit',
    tipo: 'DINAMICO',
    titulo: 'Questionário',
    comCurso: '/:idCurso/:idQuestionario',
  },
] as const;

/** Every candidato/* route (spec §2), with full paths. */
export function Rotas() {
  const rotasDeQuestionario = QUESTIONARIOS.flatMap(({ base, tipo, titulo, comCurso }) =>
    [base, `${base}${comCurso}`].map((path) => (
      <Route
        key={path}
        path={path}
        element={
          <ComLogin>
            <PaginaQuestionario tipo={tipo} titulo={titulo} />
          </ComLogin>
        }
      />
    )),
  );
  return (
    <Routes>
      <Route
        path="/candidato/dados-cadastrais/edit"
        element={
          <EtapaDoCadastro key="dados" etapa="dadosCadastrais" modo="edit" pagina={PaginaDadosCadastrais} />
        }
      />
      <Route
        path="/candidato/endereco/form"
        element={<EtapaDoCadastro key="endereco-form" etapa="endereco" modo="form" pagina={PaginaEndereco} />}
      />
      <Route
        path="/candidato/endereco/edit"
        element={<EtapaDoCadastro key="endereco-edit" etapa="endereco" modo="edit" pagina={PaginaEndereco} />}
      />
      <Route
        path="/candidato/questionario-socioeconomico/form"
        element={
          <EtapaDoCadastro
            key="socio-form"
            etapa="socioeconomico"
            modo="form"
            pagina={PaginaSocioeconomico}
          />
        }
      />
      <Route
        path="/candidato/questionario-socioeconomico/edit"
        element={
          <EtapaDoCadastro
            key="socio-edit"
            etapa="socioeconomico"
            modo="edit"
            pagina={PaginaSocioeconomico}
          />
        }
      />
      <Route
        path={ROTA_CADASTRO_CONCLUIDO}
        element={
          <ConclusaoDoCadastro>
            <PaginaCadastroConcluido />
          </ConclusaoDoCadastro>
        }
      />
      {rotasDeQuestionario}
      <Route path={ROTA_DADOS_PAGAMENTO} element={<PaginaDadosPagamento />} />
      {rotasFinais(PREFIXOS, { candidato: Rota.dadosCadastraisEdit })}
    </Routes>
  );
}
