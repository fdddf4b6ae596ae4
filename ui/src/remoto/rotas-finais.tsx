import { Navigate, Route } from 'react-router-dom';
import { DONO_DO_PREFIXO, type Remote } from '@portal/contracts';
import { PaginaNaoEncontrada } from '../nao-encontrado/pagina-nao-encontrada';

/** First URL segments of `remoto` (contracts' DONO_DO_PREFIXO): the one list the shell routes by. */
export function prefixosDo(remoto: Remote): string[] {
  return Object.keys(DONO_DO_PREFIXO).filter((prefixo) => DONO_DO_PREFIXO[prefixo] === remoto);
}

/**
 * The last routes of a remote's table (a function, since <Routes> accepts only <Route> children): a prefix
 * alone goes to its landing page (`inicio`), any other path under the remote's prefixes is the portal's
 * not-found page, and another area's path renders nothing while the shell swaps areas (a redirect passes
 * through here on its way out). React Router ranks static paths above splats, so real routes always win.
 */
export function rotasFinais(remoto: Remote, inicio: Readonly<Record<string, string>> = {}) {
  return [
    ...prefixosDo(remoto).flatMap((prefixo) => [
      inicio[prefixo] ? (
        <Route key={`/${prefixo}`} path={`/${prefixo}`} element={<Navigate to={inicio[prefixo]} replace />} />
      ) : null,
      <Route key={`/${prefixo}/*`} path={`/${prefixo}/*`} element={<PaginaNaoEncontrada />} />,
    ]),
    <Route key="*" path="*" element={null} />,
  ];
}
