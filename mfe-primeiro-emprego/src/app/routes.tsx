import { Route, Routes } from 'react-router-dom';
import { PaginaCursosPrimeiroEmprego } from '../features/cursos/components/pagina-cursos-primeiro-emprego';

/** The first-job route table, with full paths (the shell mounts this remote at the portal's root). */
export function Rotas() {
  return (
    <Routes>
      <Route path="/meuprimeiroemprego/cursos" element={<PaginaCursosPrimeiroEmprego />} />
      {/* Paths of other areas: a redirect on its way to the shell passes through here. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
