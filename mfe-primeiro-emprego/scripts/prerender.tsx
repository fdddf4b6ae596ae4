/**
 * `pnpm prerender` (run by `pnpm deploy:remote` and `pnpm start`): the programme's public pages, rendered with this
 * remote's route table and the catalogue of the API the deploy names (docs/decisions/0830, 0840).
 */
import { executarPreRenderizacao } from '@portal/remoto/servidor';
import { Rotas } from '../src/app/routes';
import { PRE_RENDERIZADAS } from '../src/config/caminhos';

executarPreRenderizacao(<Rotas />, PRE_RENDERIZADAS, process.env);
