import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paginaSobDemanda, RotaGuardada, rotasFinais } from '@portal/ui';
import type { Passo } from '../comum/guardas/decisoes-fluxo';
import { PROGRAMAS_COM_CONFIRMACAO } from '../features/inscricao-programa/programas';
import {
  avaliarConferir,
  avaliarHistorico,
  avaliarModalidades,
  avaliarOutroFluxo,
  avaliarSoLogin,
  guardaPasso,
} from './guardas';
import { PREFIXOS, RotaInscricao, type ModoFluxo } from '../config/caminhos';

// Each page is its own chunk, downloaded when its route is visited (decision 0820).
const AlertaCadastroPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-alerta-cadastro" */ '../features/alerta-cadastro/components/alerta-cadastro-pagina'
    ),
  'AlertaCadastroPagina',
);
const ComprovantePagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-comprovante" */ '../features/fluxo-novo-emprego/components/comprovante-pagina'
    ),
  'ComprovantePagina',
);
const ConferirInscricaoPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-conferir-inscricao" */ '../features/fluxo-novo-emprego/components/conferir-inscricao-pagina'
    ),
  'ConferirInscricaoPagina',
);
const EscolhaCursoPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-escolha-curso" */ '../features/fluxo-novo-emprego/components/escolha-curso-pagina'
    ),
  'EscolhaCursoPagina',
);
const EscolhaMunicipioPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-escolha-municipio" */ '../features/fluxo-novo-emprego/components/escolha-municipio-pagina'
    ),
  'EscolhaMunicipioPagina',
);
const EscolhaTurnoPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-escolha-turno" */ '../features/fluxo-novo-emprego/components/escolha-turno-pagina'
    ),
  'EscolhaTurnoPagina',
);
const EscolhaUnidadePagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-escolha-unidade" */ '../features/fluxo-novo-emprego/components/escolha-unidade-pagina'
    ),
  'EscolhaUnidadePagina',
);
const ModalidadesPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-modalidades" */ '../features/fluxo-novo-emprego/components/modalidades-pagina'
    ),
  'ModalidadesPagina',
);
const DetalhesPagina = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-detalhes" */ '../features/historico/components/detalhes-pagina'),
  'DetalhesPagina',
);
const HistoricoPagina = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-historico" */ '../features/historico/components/historico-pagina'),
  'HistoricoPagina',
);
const MeusCursosPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-meus-cursos" */ '../features/meus-cursos/components/meus-cursos-pagina'
    ),
  'MeusCursosPagina',
);
const ConfirmacaoProgramaPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-confirmacao-programa" */ '../features/inscricao-programa/components/confirmacao-programa-pagina'
    ),
  'ConfirmacaoProgramaPagina',
);
const ConferirInscricaoVirtualPagina = paginaSobDemanda(
  () =>
    import(
      /* webpackChunkName: "rota-conferir-inscricao-virtual" */ '../features/inscricao-virtual/components/conferir-inscricao-virtual-pagina'
    ),
  'ConferirInscricaoVirtualPagina',
);

type Pagina = (props: { modo: ModoFluxo }) => ReactNode;

/** The four steps of the novo emprego flow, each with a form and an edit route (spec §2). */
const PASSOS: [Passo, (modo: ModoFluxo) => string, Pagina][] = [
  ['curso', (modo) => RotaInscricao.escolhaCurso(modo), EscolhaCursoPagina],
  ['municipio', (modo) => RotaInscricao.escolhaMunicipio(modo, ':idCurso'), EscolhaMunicipioPagina],
  ['unidade', (modo) => RotaInscricao.escolhaUnidade(modo), EscolhaUnidadePagina],
  ['turno', (modo) => RotaInscricao.escolhaTurno(modo, ':idOrdemServico'), EscolhaTurnoPagina],
];
const MODOS: ModoFluxo[] = ['form', 'edit'];

function passo(passo: Passo, modo: ModoFluxo, Pagina: Pagina) {
  return (
    <RotaGuardada avaliar={guardaPasso(passo, modo)}>
      <Pagina modo={modo} />
    </RotaGuardada>
  );
}

/** Every inscricao/* and meus-cursos/* route, with full paths and their guards. */
export function Rotas() {
  return (
    <Routes>
      <Route path={RotaInscricao.raiz} element={<Navigate to={RotaInscricao.historico} replace />} />
      <Route
        path={RotaInscricao.modalidades}
        element={
          <RotaGuardada avaliar={avaliarModalidades}>
            <ModalidadesPagina />
          </RotaGuardada>
        }
      />
      {PASSOS.flatMap(([nome, caminho, Pagina]) =>
        MODOS.map((modo) => (
          <Route key={`${nome}-${modo}`} path={caminho(modo)} element={passo(nome, modo, Pagina)} />
        )),
      )}
      <Route
        path={RotaInscricao.conferir(':idCurso')}
        element={
          <RotaGuardada avaliar={avaliarConferir}>
            <ConferirInscricaoPagina />
          </RotaGuardada>
        }
      />
      <Route
        path={RotaInscricao.confirmacaoMatricula}
        element={
          <RotaGuardada avaliar={avaliarSoLogin}>
            <ComprovantePagina />
          </RotaGuardada>
        }
      />
      {PROGRAMAS_COM_CONFIRMACAO.map((programa) => (
        <Route
          key={programa.nome}
          path={programa.rota(':idCurso')}
          element={
            <RotaGuardada avaliar={avaliarOutroFluxo}>
              <ConfirmacaoProgramaPagina programa={programa} />
            </RotaGuardada>
          }
        />
      ))}
      <Route
        path={RotaInscricao.inscricaoVirtual(':idCurso')}
        element={
          <RotaGuardada avaliar={avaliarOutroFluxo}>
            <ConferirInscricaoVirtualPagina />
          </RotaGuardada>
        }
      />
      <Route
        path={RotaInscricao.historico}
        element={
          <RotaGuardada avaliar={avaliarHistorico}>
            <HistoricoPagina />
          </RotaGuardada>
        }
      />
      <Route
        path={RotaInscricao.detalhes(':idInscricao')}
        element={
          <RotaGuardada avaliar={avaliarSoLogin}>
            <DetalhesPagina />
          </RotaGuardada>
        }
      />
      <Route
        path={RotaInscricao.alertaCadastro}
        element={
          <RotaGuardada avaliar={avaliarSoLogin}>
            <AlertaCadastroPagina />
          </RotaGuardada>
        }
      />
      <Route
        path={RotaInscricao.meusCursosRaiz}
        element={<Navigate to={RotaInscricao.meusCursos('todos', 'todos')} replace />}
      />
      <Route
        path={RotaInscricao.meusCursos(':menuStatus', ':aprovado')}
        element={
          <RotaGuardada avaliar={avaliarSoLogin}>
            <MeusCursosPagina />
          </RotaGuardada>
        }
      />
      {rotasFinais(PREFIXOS)}
    </Routes>
  );
}
