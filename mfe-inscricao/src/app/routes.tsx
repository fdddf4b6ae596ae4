import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RotaGuardada, rotasFinais } from '@portal/remoto';
import type { Passo } from '../comum/guardas/decisoes-fluxo';
import { PROGRAMAS_COM_CONFIRMACAO } from '../features/inscricao-programa/programas';
import {
  avaliarConferir,
  avaliarDetalhes,
  avaliarHistorico,
  avaliarModalidades,
  avaliarOutroFluxo,
  avaliarSoLogin,
  guardaPasso,
} from './guardas';
import { PREFIXOS, RotaInscricao, type ModoFluxo } from '../config/caminhos';
import {
  AlertaCadastroPagina,
  ComprovantePagina,
  ConferirInscricaoPagina,
  ConferirInscricaoVirtualPagina,
  ConfirmacaoProgramaPagina,
  DetalhesPagina,
  EscolhaCursoPagina,
  EscolhaMunicipioPagina,
  EscolhaTurnoPagina,
  EscolhaUnidadePagina,
  HistoricoPagina,
  MeusCursosPagina,
  ModalidadesPagina,
} from './paginas';

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
          <RotaGuardada avaliar={avaliarDetalhes}>
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
