/**
 * `pnpm prerender` (run by `pnpm deploy:remote` and `pnpm start`): the sign-in page, the same for every visitor,
 * rendered with this remote's route table (docs/decisions/0830, 0855).
 */
import { executarPreRenderizacao } from '@portal/remoto/servidor';
import { Rotas } from '../src/app/routes';
import { PRE_RENDERIZADAS } from '../src/config/caminhos';

executarPreRenderizacao(<Rotas />, PRE_RENDERIZADAS, process.env);
