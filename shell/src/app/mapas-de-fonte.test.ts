/** @jest-environment node */
/// <reference types="node" />
import { createRequire } from 'node:module';
// The production build keeps its source maps next to the bundles for error reports, without pointing browsers at them.
const criarConfig = createRequire(__filename)('../../webpack.config.cjs') as (
  env: object,
  argv: object,
) => { devtool: string | false };

describe('mapas de fonte', () => {
  it('o build de produção usa hidden-source-map (sem sourceMappingURL nos arquivos servidos)', () => {
    expect(criarConfig({}, { mode: 'production' }).devtool).toBe('hidden-source-map');
  });

  it('o modo de desenvolvimento continua com mapas completos', () => {
    expect(criarConfig({}, { mode: 'development' }).devtool).toBe('eval-cheap-module-source-map');
  });
});
