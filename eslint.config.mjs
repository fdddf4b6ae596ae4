import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const fronteiras = require('./tooling/eslint/boundaries.cjs');
const { caminhosDoRemoto } = require('./tooling/webpack/declaracao-do-portal.cjs');
const portal = {
  rules: { ...fronteiras.rules, 'caminho-literal': require('./tooling/eslint/caminhos-literais.cjs') },
};

const FRONT_ENDS = [
  'shell',
  'mfe-usuario',
  'mfe-candidato',
  'mfe-inscricao',
  'mfe-programas',
  'mfe-primeiro-emprego',
  'mfe-gestao',
];
/**
 * The portal's first URL segments, each read from its app's own src/config/caminhos.ts (decision 0920; with the module
 * it imports, contracts' Rota: decision 0921): the remote's PREFIXOS, and the first segment of every path the module
 * defines (the shell has no PREFIXOS). A segment a remote adds to its caminhos.ts is protected at once.
 */
const modulosLidos = new Map();
function prefixosDoApp(app) {
  const arquivo = fileURLToPath(new URL(`./${app}/src/config/caminhos.ts`, import.meta.url));
  const modulo = caminhosDoRemoto(arquivo, modulosLidos);
  const caminhos = Object.values(modulo)
    .flatMap((valor) =>
      valor && typeof valor === 'object' && !Array.isArray(valor) ? Object.values(valor) : [],
    )
    .filter((valor) => typeof valor === 'string' && valor.startsWith('/'));
  return [...(modulo.PREFIXOS ?? []), ...caminhos.map((caminho) => caminho.split('/')[1])];
}
const PREFIXOS_DO_PORTAL = [...new Set(FRONT_ENDS.flatMap(prefixosDoApp))];
const SO_SHARED_AUTH_USA_AXIOS = { name: 'axios', message: 'Use o cliente http de @portal/shared-auth.' };
const SO_EM_TESTES =
  'Ajudantes de teste: importe só em *.test.ts(x), na configuração dos testes ou na pasta src/testes.';
const SO_TESTES_USAM_AJUDANTES = [
  { name: '@portal/shared-auth/testes', message: SO_EM_TESTES },
  { name: '@portal/ui/testes', message: SO_EM_TESTES },
];
const SO_EM_CONFIG_ENV = [
  {
    selector: "MemberExpression[object.name='process'][property.name='env']",
    message: 'Leia o ambiente só em src/config/env.ts.',
  },
  {
    selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
    message: 'Leia o ambiente só em src/config/env.ts.',
  },
];
// API layers (decision 0911): SQL only in repositories (and migrations/seeds under db/), rules and transactions in
// services, HTTP in routes. Written as syntax so a query smuggled in by a new file is caught, not only an import.
const SQL_SO_EM_REPOSITORIOS =
  'SQL só em api/src/repositories (ou migrações em api/src/db): chame um repositório.';
const SQL_FORA_DE_REPOSITORIOS = [
  { selector: "CallExpression[callee.property.name='query']", message: SQL_SO_EM_REPOSITORIOS },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_SO_EM_REPOSITORIOS },
  {
    selector: 'Literal[value=/^\\s*(SELECT|INSERT INTO|UPDATE|DELETE FROM|WITH)\\s/]',
    message: SQL_SO_EM_REPOSITORIOS,
  },
  {
    selector: 'TemplateElement[value.raw=/^\\s*(SELECT|INSERT INTO|UPDATE|DELETE FROM|WITH)\\s/]',
    message: SQL_SO_EM_REPOSITORIOS,
  },
];
const ROTAS_SEM_BANCO = {
  selector: "MemberExpression[object.name='app'][property.name='db']",
  message: 'Rotas não usam app.db: use app.repos ou app.services.',
};
const CAMADAS_DA_API = {
  rotas: {
    patterns: [
      {
        group: ['**/db/*', '**/db/**'],
        message: 'Rotas não falam com o banco: use app.repos ou app.services.',
      },
      {
        group: ['**/repositories/*'],
        allowTypeImports: true,
        message: 'Rotas usam repositórios por app.repos; importe deles só tipos.',
      },
    ],
  },
  servicos: {
    paths: [
      {
        name: 'fastify',
        importNames: ['FastifyReply', 'FastifyRequest'],
        message: 'Serviços não montam respostas HTTP: isso é das rotas.',
      },
    ],
    patterns: [
      {
        group: ['**/routes/*', '**/routes/**', '**/plugins/**'],
        message: 'Serviços não dependem de rotas nem de plugins.',
      },
      {
        group: ['fastify-type-provider-zod', '@fastify/*'],
        message: 'Serviços não montam respostas HTTP: isso é das rotas.',
      },
      {
        group: ['**/db/*'],
        allowTypeImports: true,
        message: 'Serviços recebem o banco (tipos Db/Executor) e chamam repositórios.',
      },
    ],
  },
  repositorios: {
    patterns: [
      {
        group: [
          '**/routes/*',
          '**/routes/**',
          '**/plugins/**',
          '**/services/*',
          'fastify',
          'fastify/*',
          '@fastify/*',
        ],
        message: 'Repositórios só falam SQL: nada de HTTP nem de serviços.',
      },
    ],
  },
};
const TESTES_E_APOIO = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/src/testes/**',
  '**/jest.*.cjs',
  '**/jest-*.cjs',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    plugins: { portal },
    rules: {
      'portal/feature-isolation': 'error',
      'portal/no-cross-app': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One HTTP client (shared-auth's, over fetch; decision 0816): one set of interceptors. axios left the workspace.
      'no-restricted-imports': ['error', { paths: [SO_SHARED_AUTH_USA_AXIOS, ...SO_TESTES_USAM_AJUDANTES] }],
    },
  },
  {
    // An import cycle makes module order decide behaviour (a half-initialised module at run time): none, in any package.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The test helpers (@portal/shared-auth/testes, @portal/ui/testes) belong to tests and their helpers, never to a bundle.
    files: TESTES_E_APOIO,
    rules: { 'no-restricted-imports': ['error', { paths: [SO_SHARED_AUTH_USA_AXIOS] }] },
  },
  { files: ['shared-auth/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    // The API's test helpers (api/src/testes, decision 0932) are for its tests: nothing the server runs imports them.
    files: ['api/src/**/*.ts'],
    ignores: TESTES_E_APOIO,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [SO_SHARED_AUTH_USA_AXIOS, ...SO_TESTES_USAM_AJUDANTES],
          patterns: [{ group: ['**/testes', '**/testes/*'], message: SO_EM_TESTES }],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: FRONT_ENDS.map((app) => `${app}/src/**/*.tsx`).concat([
      'ui/src/**/*.tsx',
      'shared-auth/src/**/*.tsx',
    ]),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Only config/env.ts reads the environment.
    files: ['*/src/**/*.ts', '*/src/**/*.tsx'],
    ignores: ['*/src/config/env.ts', '**/*.test.ts', '**/*.test.tsx', 'api/src/testes/**'],
    rules: {
      'no-restricted-syntax': ['error', ...SO_EM_CONFIG_ENV],
    },
  },
  {
    // A front-end path is written once: in its app's config/caminhos.ts, or in contracts' Rota when another app links
    // to it (decision 0920). Tests keep the spec's URLs written out: a test that used the constant could not catch a
    // wrong one.
    files: FRONT_ENDS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['*/src/config/caminhos.ts', ...TESTES_E_APOIO],
    rules: { 'portal/caminho-literal': ['error', { prefixos: PREFIXOS_DO_PORTAL }] },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/repositories/**',
      'api/src/db/**',
      'api/src/config/env.ts',
      '**/*.test.ts',
      // Test helpers make throw-away databases and read DATABASE_URL, as the tests do.
      'api/src/testes/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...SO_EM_CONFIG_ENV, ...SQL_FORA_DE_REPOSITORIOS] },
  },
  {
    files: ['api/src/**/*.test.ts'],
    ignores: ['api/src/repositories/**', 'api/src/db/**'],
    rules: { 'no-restricted-syntax': ['error', ...SQL_FORA_DE_REPOSITORIOS] },
  },
  {
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...SO_EM_CONFIG_ENV, ...SQL_FORA_DE_REPOSITORIOS, ROTAS_SEM_BANCO],
      '@typescript-eslint/no-restricted-imports': ['error', CAMADAS_DA_API.rotas],
    },
  },
  {
    files: ['api/src/services/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', CAMADAS_DA_API.servicos] },
  },
  {
    files: ['api/src/repositories/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', CAMADAS_DA_API.repositorios] },
  },
);
