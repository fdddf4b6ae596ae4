import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paginaSobDemanda, RotaGuardada, rotasFinais } from '@portal/remoto';
import { Papel } from '@portal/contracts';
import { avaliarGuardaLogin } from '@portal/shared-auth';
import { ACESSO, PREFIXOS, RotaGestao } from '../config/caminhos';

// Each page is its own chunk, downloaded when its route is visited (decision 0820).
const PaginaTurmas = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-turmas" */ '../features/turmas/components/pagina-turmas'),
  'PaginaTurmas',
);
const PaginaTurma = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-turma" */ '../features/turma/components/pagina-turma'),
  'PaginaTurma',
);
const PaginaEquipe = paginaSobDemanda(
  () => import(/* webpackChunkName: "rota-equipe" */ '../features/equipe/components/pagina-equipe'),
  'PaginaEquipe',
);

/**
 * The area's access is this guard (decision 1561): the shell mounts this remote for whoever opens /gestao, and every
 * route sends a visitor to the login (with the return URL) and any other role to the forbidden page before its page
 * chunk is asked for. The roles are the ones the build declares to the registry (ACESSO).
 */
const daEquipe = (url: string) => avaliarGuardaLogin(url, ACESSO.gestao.papeis);
const paraEquipe = (pagina: ReactNode) => <RotaGuardada avaliar={daEquipe}>{pagina}</RotaGuardada>;
// The staff administration is the Administrador's only (decision 0210); the API refuses anyone else with 403.
const doAdministrador = (url: string) => avaliarGuardaLogin(url, [Papel.Administrador]);

/** The operations area's route table, with full paths. */
export function Rotas() {
  return (
    <Routes>
      <Route path={RotaGestao.turmas} element={paraEquipe(<PaginaTurmas />)} />
      <Route path={RotaGestao.turma(':id')} element={paraEquipe(<PaginaTurma />)} />
      <Route
        path={RotaGestao.equipe}
        element={
          <RotaGuardada avaliar={doAdministrador}>
            <PaginaEquipe />
          </RotaGuardada>
        }
      />
      {rotasFinais(PREFIXOS)}
    </Routes>
  );
}
