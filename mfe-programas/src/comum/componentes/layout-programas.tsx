import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Carregando } from '@portal/ui';
import { env } from '../../config/env';

/** Frame of every page of this remote: the page (lazy pages load behind a spinner) and the programmes' footer. */
export function LayoutProgramas() {
  return (
    <>
      {/* At least a screen tall: the footer below must not jump when the page's data arrives (CLS, issue #12). */}
      <div style={{ minHeight: '100vh' }}>
        <Suspense fallback={<Carregando />}>
          <Outlet />
        </Suspense>
      </div>
      {/* data-build-marker: which build of this remote is live, read by the deploy/rollback journey (e2e). */}
      <footer className="rodape-programa" data-build-marker={env.marcadorDoBuild}>
        <p>
          Programas de qualificação profissional do Governo do Estado de São Paulo. Todos os cursos são
          gratuitos.
        </p>
      </footer>
    </>
  );
}
