import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const portal = require('./tooling/eslint/boundaries.cjs');

const FRONT_ENDS = ['shell', 'mfe-usuario', 'mfe-candidato', 'mfe-inscricao', 'mfe-programas', 'mfe-primeiro-emprego'];
const SO_SHARED_AUTH_USA_AXIOS = { name: 'axios', message: 'Use o cliente http de @portal/shared-auth.' };
const SO_EM_TESTES = 'Ajudantes de teste: importe só em *.test.ts(x), na configuração dos testes ou nas pastas teste/testes.';
const SO_TESTES_USAM_AJUDANTES = [
  { name: '@portal/shared-auth/testes', message: SO_EM_TESTES },
  { name: '@portal/ui/testes', message: SO_EM_TESTES },
];
const TESTES_E_APOIO = ['**/*.test.ts', '**/*.test.tsx', '**/src/testes/**', '**/src/comum/teste/**', '**/jest.*.cjs', '**/jest-*.cjs'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', '**/playwright-report/**', '**/test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { portal },
    rules: {
      'portal/feature-isolation': 'error',
      'portal/no-cross-app': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Only shared-auth talks HTTP through axios: one client, one set of interceptors.
      'no-restricted-imports': ['error', { paths: [SO_SHARED_AUTH_USA_AXIOS, ...SO_TESTES_USAM_AJUDANTES] }],
    },
  },
  {
    // The test helpers (@portal/shared-auth/testes, @portal/ui/testes) belong to tests and their helpers, never to a bundle.
    files: TESTES_E_APOIO,
    rules: { 'no-restricted-imports': ['error', { paths: [SO_SHARED_AUTH_USA_AXIOS] }] },
  },
  { files: ['shared-auth/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: FRONT_ENDS.map((app) => `${app}/src/**/*.tsx`).concat(['ui/src/**/*.tsx', 'shared-auth/src/**/*.tsx']),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Only config/env.ts reads the environment.
    files: ['*/src/**/*.ts', '*/src/**/*.tsx'],
    ignores: ['*/src/config/env.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Leia o ambiente só em src/config/env.ts.' },
        { selector: "MemberExpression[object.type='MetaProperty'][property.name='env']", message: 'Leia o ambiente só em src/config/env.ts.' },
      ],
    },
  },
);
