import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const portal = require('./tooling/eslint/boundaries.cjs');

const FRONT_ENDS = ['shell', 'mfe-usuario', 'mfe-candidato', 'mfe-inscricao', 'mfe-programas', 'mfe-primeiro-emprego'];

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
      'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: 'Use o cliente http de @portal/shared-auth.' }] }],
    },
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
