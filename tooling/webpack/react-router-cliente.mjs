/**
 * What the portal shares under the `react-router-dom` key: the browser API of React Router's declarative mode, taken
 * from the package's production build. A shared module is never tree-shaken (any remote may use any export), so
 * sharing `react-router-dom` itself shipped its server half too (request handlers, sessions, cookies, RSC: 61 KiB
 * gzip on every page). This list is the contract: a remote may import only these names from `react-router-dom`
 * (react-router-cliente.test.mjs checks every package's sources), because the shell's copy is the one that runs.
 */
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createRoutesFromChildren,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router-producao';
