/**
 * The API's layers and modules as lint rules (decisions 0911 and 0300), for the repository's eslint.config.mjs: the
 * rule lists, and the config blocks that apply them to api/src (spread last, in this order).
 *
 * api/src holds one folder per domain (a module: conta, inscricao, gestao…) beside the infrastructure folders below.
 * Inside a module a file's layer is in its name: `*.rotas.ts` answer HTTP, `*.repositorio.ts` and `*.sql.ts` hold the
 * SQL, every other file is a service (rules and transactions). Another module is reached only through its index.ts.
 */
import { SO_EM_CONFIG_ENV } from './restricoes.mjs';

/** The folders of api/src that are not domain modules. */
const INFRAESTRUTURA = ['lib', 'db', 'config', 'plugins', 'testes'];
const NA_API = (arquivos) => arquivos.map((a) => `api/src/${a}`);
const ROTAS = NA_API(['*/*.rotas.ts']);
const REPOSITORIOS = NA_API(['*/*.repositorio.ts', '*/*.sql.ts']);
const TESTES = ['**/*.test.ts'];

// API layers (decision 0911): SQL only in repositories (and migrations/seeds under db/), rules and transactions in
// services, HTTP in routes. Written as syntax so a query smuggled in by a new file is caught, not only an import.
const SQL_SO_EM_REPOSITORIOS =
  'SQL só em *.repositorio.ts ou *.sql.ts de um módulo (ou em api/src/db): chame um repositório.';
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
/**
 * One way to write parameterised SQL (issue 31 §1, decision 0302): every placeholder as PostgreSQL reads it ($1, $2…).
 * A fragment embedded in other statements takes its placeholders as arguments; none is renumbered by replacing text.
 */
const PLACEHOLDER_TROCADO_NO_TEXTO = {
  selector:
    "CallExpression[callee.property.name=/^replace(All)?$/][arguments.0.type='Literal'][arguments.0.value=/^\\$/]",
  message:
    'Placeholders de SQL são escritos como o PostgreSQL os lê; um fragmento recebe os seus como argumentos (decisão 0302).',
};
/**
 * One repository style (issue 31 §1, decision 0305): a class that extends Repositorio, over one executor (the pool or a
 * transaction); no method or exported function takes an executor, so a transaction is `repo.em(tx)`.
 */
const SOBRE_UM_EXECUTOR = 'typeAnnotation.typeAnnotation.typeName.name="Executor"';
const UM_ESTILO_DE_REPOSITORIO = [
  {
    selector: 'Program > ExportNamedDeclaration > FunctionDeclaration',
    message: 'Um repositório é uma classe que estende Repositorio, não uma função exportada (decisão 0305).',
  },
  {
    selector: "Program > ExportNamedDeclaration > ClassDeclaration:not([superClass.name='Repositorio'])",
    message: 'Todo repositório estende Repositorio (api/src/db/repositorio.ts, decisão 0305).',
  },
  {
    selector: [
      `:matches(FunctionDeclaration, ArrowFunctionExpression, MethodDefinition[kind='method'] > FunctionExpression) > Identifier.params[${SOBRE_UM_EXECUTOR}]`,
      `:matches(FunctionDeclaration, ArrowFunctionExpression, MethodDefinition[kind='method'] > FunctionExpression) > AssignmentPattern.params > Identifier.left[${SOBRE_UM_EXECUTOR}]`,
    ].join(', '),
    message:
      'Nenhum método de repositório recebe o Executor: numa transação, use repo.em(tx) (decisão 0305).',
  },
];
const ROTAS_SEM_BANCO = {
  selector: "MemberExpression[object.name='app'][property.name='db']",
  message: 'Rotas não usam app.db: use app.repos ou app.services.',
};
/**
 * A module's files, or anything outside it, reach another module only through its index.ts (decision 0300): the
 * import of another folder's file, unless that folder is infrastructure or the file is its index.js. src/rotas.ts,
 * the one list of routes, may also take a module's *.rotas.js.
 */
const fronteira = (tambem = '') => ({
  regex: `^(?:\\./|(?:\\.\\./)+)(?!(?:${INFRAESTRUTURA.join('|')})/)[a-z0-9-]+/(?!index\\.js$${tambem})[^/]+$`,
  message: 'Outro módulo só pela sua entrada pública: importe de <módulo>/index.js.',
});
const FRONTEIRA_DOS_MODULOS = fronteira();
const CAMADAS_DA_API = {
  rotas: {
    patterns: [
      {
        group: ['**/db/*', '**/db/**'],
        message: 'Rotas não falam com o banco: use app.repos ou app.services.',
      },
      {
        group: ['**/*.repositorio.js', '**/*.sql.js'],
        allowTypeImports: true,
        message: 'Rotas usam repositórios por app.repos; importe deles só tipos.',
      },
      FRONTEIRA_DOS_MODULOS,
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
        group: ['**/*.rotas.js', '**/plugins/**'],
        message: 'Serviços não dependem de rotas nem de plugins.',
      },
      {
        group: ['fastify-type-provider-zod', '@fastify/*'],
        message: 'Serviços não montam respostas HTTP: isso é das rotas.',
      },
      {
        group: ['**/db/*', '**/db/**', '**/*.sql.js'],
        allowTypeImports: true,
        message: 'Serviços recebem o banco (tipos Db/Executor) e chamam repositórios.',
      },
      FRONTEIRA_DOS_MODULOS,
    ],
  },
  repositorios: {
    patterns: [
      {
        group: ['**/*.rotas.js', '**/plugins/**', 'fastify', 'fastify/*', '@fastify/*'],
        message: 'Repositórios só falam SQL: nada de HTTP nem de serviços.',
      },
      {
        // A file of the same module that is not SQL is a service (or a route).
        regex: '^\\./(?![^/]+\\.(?:repositorio|sql)\\.js$)',
        message: 'Repositórios só falam SQL: nada de HTTP nem de serviços.',
      },
      FRONTEIRA_DOS_MODULOS,
    ],
  },
};

export const REGRAS_DAS_CAMADAS_DA_API = [
  {
    files: ['api/src/**/*.ts'],
    ignores: [
      ...REPOSITORIOS,
      'api/src/db/**',
      'api/src/config/env.ts',
      ...TESTES,
      // Test helpers make throw-away databases and read DATABASE_URL, as the tests do.
      'api/src/testes/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...SO_EM_CONFIG_ENV, ...SQL_FORA_DE_REPOSITORIOS] },
  },
  {
    files: ['api/src/**/*.test.ts'],
    ignores: [...REPOSITORIOS, 'api/src/db/**'],
    rules: { 'no-restricted-syntax': ['error', ...SQL_FORA_DE_REPOSITORIOS] },
  },
  {
    // Outside the modules (plugins, db, lib, config, the root files): other modules through their index.ts only.
    files: ['api/src/**/*.ts'],
    ignores: [...TESTES, 'api/src/testes/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [FRONTEIRA_DOS_MODULOS] }],
    },
  },
  {
    files: ['api/src/rotas.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [fronteira('|[^/]+\\.rotas\\.js$')] },
      ],
    },
  },
  {
    // A module's services: every file of a domain folder that is neither routes, SQL, its index nor a test.
    files: NA_API(['*/*.ts']),
    ignores: [
      ...NA_API(INFRAESTRUTURA.map((pasta) => `${pasta}/**`)),
      ...ROTAS,
      ...REPOSITORIOS,
      'api/src/*/index.ts',
      ...TESTES,
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', CAMADAS_DA_API.servicos] },
  },
  {
    files: ROTAS,
    rules: {
      'no-restricted-syntax': ['error', ...SO_EM_CONFIG_ENV, ...SQL_FORA_DE_REPOSITORIOS, ROTAS_SEM_BANCO],
      '@typescript-eslint/no-restricted-imports': ['error', CAMADAS_DA_API.rotas],
    },
  },
  {
    files: REPOSITORIOS,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', CAMADAS_DA_API.repositorios] },
  },
  {
    // SQL's own files: placeholders as PostgreSQL reads them.
    files: [...REPOSITORIOS, 'api/src/db/**/*.ts'],
    ignores: TESTES,
    rules: { 'no-restricted-syntax': ['error', ...SO_EM_CONFIG_ENV, PLACEHOLDER_TROCADO_NO_TEXTO] },
  },
  {
    files: NA_API(['*/*.repositorio.ts']),
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SO_EM_CONFIG_ENV,
        PLACEHOLDER_TROCADO_NO_TEXTO,
        ...UM_ESTILO_DE_REPOSITORIO,
      ],
    },
  },
];
