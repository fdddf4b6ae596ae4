/**
 * Restrictions and file lists that several blocks of the repository's eslint.config.mjs share, kept in one place so
 * a block that narrows a rule for some files repeats the same entries instead of a copy that could drift.
 */
export const SO_SHARED_AUTH_USA_AXIOS = {
  name: 'axios',
  message: 'Use o cliente http de @portal/shared-auth.',
};
export const SO_EM_TESTES =
  'Ajudantes de teste: importe só em *.test.ts(x), na configuração dos testes ou na pasta src/testes.';
export const SO_TESTES_USAM_AJUDANTES = [
  { name: '@portal/shared-auth/testes', message: SO_EM_TESTES },
  { name: '@portal/ui/testes', message: SO_EM_TESTES },
  { name: '@portal/remoto/testes', message: SO_EM_TESTES },
];
/** `process.env` and `import.meta.env`: an app reads its environment in one module, src/config/env.ts. */
export const SO_EM_CONFIG_ENV = [
  {
    selector: "MemberExpression[object.name='process'][property.name='env']",
    message: 'Leia o ambiente só em src/config/env.ts.',
  },
  {
    selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
    message: 'Leia o ambiente só em src/config/env.ts.',
  },
];
/** Tests and what supports them (src/testes, jest presets): never bundled, so they may import test helpers. */
export const TESTES_E_APOIO = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/src/testes/**',
  '**/jest.*.cjs',
  '**/jest-*.cjs',
];
/**
 * A focused test (`it.only`, `test.describe.only`, `fit`…) silently skips every other test of its file, in Jest, in
 * node:test and in Playwright: lint refuses it everywhere, not only Playwright's `forbidOnly` under CI (issue 32).
 */
const SEM_FOCO =
  'Teste em foco (.only, fit, fdescribe) pula os outros testes do arquivo: remova antes de enviar.';
export const SEM_FOCO_EM_TESTES = {
  'no-restricted-properties': [
    'error',
    // Any `.only` member: `it.only`, `test.only`, `describe.only`, `test.describe.only`, `it.each(...).only`…
    { property: 'only', message: SEM_FOCO },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'fit', message: SEM_FOCO },
    { name: 'fdescribe', message: SEM_FOCO },
    { name: 'ftest', message: SEM_FOCO },
  ],
};
/** Every file a test runner loads: Jest and node:test files, Playwright journeys and their helpers. */
export const ARQUIVOS_DE_TESTE = [
  '**/*.test.{ts,tsx,js,mjs,cjs}',
  '**/*.spec.{ts,tsx,js,mjs,cjs}',
  'e2e/**/*.ts',
  '**/src/testes/**',
];
