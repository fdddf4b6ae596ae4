import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { FRONT_ENDS, PREFIXOS_DO_PORTAL, portal } from './tooling/eslint/plugin-do-portal.mjs';
import {
  ARQUIVOS_DE_TESTE,
  SEM_FOCO_EM_TESTES,
  SO_EM_CONFIG_ENV,
  SO_EM_TESTES,
  SO_SHARED_AUTH_USA_AXIOS,
  SO_TESTES_USAM_AJUDANTES,
  TESTES_E_APOIO,
} from './tooling/eslint/restricoes.mjs';
// The API's layers (decision 0911): the blocks that apply them to api/src come last in the config.
import { REGRAS_DAS_CAMADAS_DA_API } from './tooling/eslint/camadas-da-api.mjs';

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
    // The test helpers (@portal/shared-auth/testes, @portal/ui/testes, @portal/remoto/testes) belong to tests and their helpers, never to a bundle.
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
      'remoto/src/**/*.tsx',
      'escolha-da-turma/src/**/*.tsx',
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
  ...REGRAS_DAS_CAMADAS_DA_API,
  // No focused test anywhere (`.only`, fit, fdescribe): it would skip the rest of its file without a word.
  { files: ARQUIVOS_DE_TESTE, rules: SEM_FOCO_EM_TESTES },
);
