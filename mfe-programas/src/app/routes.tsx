import { Route, Routes } from 'react-router-dom';
import { PaginaCursosNovoEmprego } from '../features/novo-emprego/components/pagina-cursos-novo-emprego';

/** The programmes' route table, with full paths (the shell mounts this remote at the portal's root). */
export function Rotas() {
  return (
    <Routes>
      <Route path="/novoemprego/cursos" element={<PaginaCursosNovoEmprego />} />
      {/* Paths of other areas: a redirect on its way to the shell passes through here. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
