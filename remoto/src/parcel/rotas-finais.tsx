import { Navigate, Route } from 'react-router-dom';
import { PaginaNaoEncontrada } from '../nao-encontrado/pagina-nao-encontrada';

/**
 * The last routes of a remote's table (a function, since <Routes> accepts only <Route> children), given the remote's
 * own prefixes (its `config/caminhos.ts`, the same list its build declares to the registry): a prefix
 * alone goes to its landing page (`inicio`), any other path under the remote's prefixes is the portal's
 * not-found page, and another area's path renders nothing while the shell swaps areas (a redirect passes
 * through here on its way out). React Router ranks static paths above splats, so real routes always win.
 */
export function rotasFinais(prefixos: readonly string[], inicio: Readonly<Record<string, string>> = {}) {
  return [
    ...prefixos.flatMap((prefixo) => [
      inicio[prefixo] ? (
        <Route key={`/${prefixo}`} path={`/${prefixo}`} element={<Navigate to={inicio[prefixo]} replace />} />
      ) : null,
      <Route key={`/${prefixo}/*`} path={`/${prefixo}/*`} element={<PaginaNaoEncontrada />} />,
    ]),
    <Route key="*" path="*" element={null} />,
  ];
}
