/**
 * The API's layers as lint rules (decision 0911), for the repository's eslint.config.mjs: the rule lists, and the
 * config blocks that apply them to api/src's routes, services and repositories (spread last, in this order).
 */
import { SO_EM_CONFIG_ENV } from './restricoes.mjs';

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

export const REGRAS_DAS_CAMADAS_DA_API = [
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
];
