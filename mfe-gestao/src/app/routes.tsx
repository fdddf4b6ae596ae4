import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paginaSobDemanda, RotaGuardada, rotasFinais } from '@portal/ui';
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

/**
 * The shell already admits only staff to /gestao (the registry's access, decision 1530); the remote checks again
 * with the same roles, for its standalone page and for a registry line without the access level.
 */
const daEquipe = (url: string) => avaliarGuardaLogin(url, ACESSO.gestao.papeis);
const paraEquipe = (pagina: ReactNode) => <RotaGuardada avaliar={daEquipe}>{pagina}</RotaGuardada>;

/** The operations area's route table, with full paths. */
export function Rotas() {
  return (
    <Routes>
      <Route path={RotaGestao.turmas} element={paraEquipe(<PaginaTurmas />)} />
      <Route path={RotaGestao.turma(':id')} element={paraEquipe(<PaginaTurma />)} />
      {rotasFinais(PREFIXOS)}
    </Routes>
  );
}
