/**
 * `pnpm prerender`, run by the deploy once the version's files are copied and the API answers: this remote's public
 * catalogue pages (PRE_RENDERIZADAS) with the route table the browser uses (docs/decisions/0830).
 */
import { executarPreRenderizacao } from '@portal/remoto/servidor';
import { Rotas } from '../src/app/routes';
import { PRE_RENDERIZADAS } from '../src/config/caminhos';

executarPreRenderizacao(<Rotas />, PRE_RENDERIZADAS, process.env);
