import { Route, Routes } from 'react-router-dom';
import { paginaSobDemanda, rotasFinais } from '@portal/remoto';
import { PaginaDadosPagamento } from '../features/pagamento/components/pagina-dados-pagamento';
import { ComLogin, ConclusaoDoCadastro, EtapaDoCadastro } from './guardas';
import { PREFIXOS, RotaCandidato } from '../config/caminhos';

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
    base: RotaCandidato.questionarioEmpresa,
    tipo: 'EMPRESA',
    titulo: 'Questionário da empresa',
    comCurso: '/:idCurso',
  },
  {
    base: RotaCandidato.questionarioEmpreenda,
    tipo: 'EMPREENDA',
    titulo: 'Questionário Empreenda',
    comCurso: '/:idCurso/:idQuestionario',
  },
  {
    base: RotaCandidato.questionario,
    tipo: 'GERAL',
    titulo: 'Questionário',
    comCurso: '/:idCurso/:idQuestionario',
  },
  {
    base: RotaCandidato.questionarioDinamico,
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
        path={RotaCandidato.dadosCadastraisEdit}
        element={
          <EtapaDoCadastro key="dados" etapa="dadosCadastrais" modo="edit" pagina={PaginaDadosCadastrais} />
        }
      />
      <Route
        path={RotaCandidato.enderecoForm}
        element={<EtapaDoCadastro key="endereco-form" etapa="endereco" modo="form" pagina={PaginaEndereco} />}
      />
      <Route
        path={RotaCandidato.enderecoEdit}
        element={<EtapaDoCadastro key="endereco-edit" etapa="endereco" modo="edit" pagina={PaginaEndereco} />}
      />
      <Route
        path={RotaCandidato.socioeconomicoForm}
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
        path={RotaCandidato.socioeconomicoEdit}
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
        path={RotaCandidato.cadastroConcluido}
        element={
          <ConclusaoDoCadastro>
            <PaginaCadastroConcluido />
          </ConclusaoDoCadastro>
        }
      />
      {rotasDeQuestionario}
      <Route path={RotaCandidato.dadosPagamento} element={<PaginaDadosPagamento />} />
      {rotasFinais(PREFIXOS, { candidato: RotaCandidato.dadosCadastraisEdit })}
    </Routes>
  );
}
