import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Remote, caminhoInscricaoVirtual } from '@portal/contracts';
import { rotasFinais } from '@portal/ui';
import type { Passo } from '../comum/guardas/decisoes-fluxo';
import { RotaInscricao, type ModoFluxo } from '../comum/rotas';
import { AlertaCadastroPagina } from '../features/alerta-cadastro/components/alerta-cadastro-pagina';
import { ComprovantePagina } from '../features/fluxo-novo-emprego/components/comprovante-pagina';
import { ConferirInscricaoPagina } from '../features/fluxo-novo-emprego/components/conferir-inscricao-pagina';
import { EscolhaCursoPagina } from '../features/fluxo-novo-emprego/components/escolha-curso-pagina';
import { EscolhaMunicipioPagina } from '../features/fluxo-novo-emprego/components/escolha-municipio-pagina';
import { EscolhaTurnoPagina } from '../features/fluxo-novo-emprego/components/escolha-turno-pagina';
import { EscolhaUnidadePagina } from '../features/fluxo-novo-emprego/components/escolha-unidade-pagina';
import { ModalidadesPagina } from '../features/fluxo-novo-emprego/components/modalidades-pagina';
import { DetalhesPagina } from '../features/historico/components/detalhes-pagina';
import { HistoricoPagina } from '../features/historico/components/historico-pagina';
import { MeusCursosPagina } from '../features/meus-cursos/components/meus-cursos-pagina';
import { ConfirmacaoProgramaPagina } from '../features/inscricao-programa/components/confirmacao-programa-pagina';
import { PROGRAMAS_COM_CONFIRMACAO } from '../features/inscricao-programa/programas';
import {
  avaliarConferir,
  avaliarHistorico,
  avaliarModalidades,
  avaliarOutroFluxo,
  avaliarSoLogin,
  guardaPasso,
  RotaGuardada,
} from './rota-guardada';
import { ConferirInscricaoVirtualPagina } from '../features/inscricao-virtual/components/conferir-inscricao-virtual-pagina';

type Pagina = (props: { modo: ModoFluxo }) => ReactNode;

/** The four steps of the novo emprego flow, each with a form and an edit route (spec §2). */
const PASSOS: [Passo, (modo: ModoFluxo) => string, Pagina][] = [
  ['curso', (modo) => RotaInscricao.escolhaCurso(modo), EscolhaCursoPagina],
  ['municipio', (modo) => `/inscricao/escolha-municipio/${modo}/:idCurso`, EscolhaMunicipioPagina],
  ['unidade', (modo) => RotaInscricao.escolhaUnidade(modo), EscolhaUnidadePagina],
  ['turno', (modo) => `/inscricao/escolha-turno/${modo}/:idOrdemServico`, EscolhaTurnoPagina],
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
      <Route path="/inscricao" element={<Navigate to={RotaInscricao.historico} replace />} />
      <Route
        path="/inscricao/modalidades"
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
        path="/inscricao/confirmacao-novoemprego/:idCurso"
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
          key={programa.caminho}
          path={`/inscricao/${programa.caminho}/:idCurso`}
          element={
            <RotaGuardada avaliar={avaliarOutroFluxo}>
              <ConfirmacaoProgramaPagina programa={programa} />
            </RotaGuardada>
          }
        />
      ))}
      <Route
        path={caminhoInscricaoVirtual(':idCurso')}
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
        path="/inscricao/detalhes/:idInscricao"
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
        path="/meus-cursos"
        element={<Navigate to={RotaInscricao.meusCursos('todos', 'todos')} replace />}
      />
      <Route
        path="/meus-cursos/:menuStatus/:aprovado"
        element={
          <RotaGuardada avaliar={avaliarSoLogin}>
            <MeusCursosPagina />
          </RotaGuardada>
        }
      />
      {rotasFinais(Remote.inscricao)}
    </Routes>
  );
}
