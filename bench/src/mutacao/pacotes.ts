/**
 * What `pnpm bench:mutacao` mutates (issue 32 §8): one line per package. To add one, add its folder, the files whose
 * logic the unit tests beside them should pin down, and the files left out with the reason.
 */
export interface PacoteMutado {
  /** Folder at the repository's root; Stryker runs there, with the package's own jest.config.cjs. */
  pasta: string;
  /** Stryker `mutate` globs, relative to the package. */
  mutar: string[];
  /** Overrides of the package's Jest configuration for the run (which tests may kill a mutant). */
  jest?: Record<string, unknown>;
  /** Node flags of the test processes (the API's tests run as ES modules). */
  argumentosDoNode?: string[];
}

const SEM_TESTES = ['!src/**/*.test.ts', '!src/**/*.test.tsx', '!src/testes/**'];

export const PACOTES: PacoteMutado[] = [
  {
    pasta: 'contracts',
    // Declarations without logic are left out: zod schemas and endpoint tables (their every field is proven by the
    // API's contract tests, rotas-dos-contratos and the fuzz, not by this package's Jest), messages and enums (text and
    // numbers: a mutant there only changes a value), and the index (re-exports).
    mutar: [
      'src/**/*.ts',
      ...SEM_TESTES,
      '!src/index.ts',
      '!src/endpoints/**',
      '!src/schemas/**',
      '!src/mensagens.ts',
      '!src/enums.ts',
    ],
  },
  {
    pasta: 'shared-auth',
    mutar: ['src/**/*.ts', 'src/**/*.tsx', ...SEM_TESTES, '!src/index.ts'],
  },
  {
    pasta: 'api',
    // The API's rules: the pure functions the services apply (eligibility, which call takes which class, the owner
    // rule, the operations area's gate, the call-up deadline, the password policy, the questionnaires' answers), pinned
    // by the unit tests beside them. Only those tests may kill a mutant: the integration tests under test/ open a
    // database each and prove the routes, so a mutant there would cost minutes instead of milliseconds.
    mutar: [
      'src/inscricao/elegibilidade.ts',
      'src/inscricao/regras-das-chamadas.ts',
      'src/lib/autor.ts',
      'src/gestao/autorizacao-da-gestao.ts',
      'src/convocacao/prazo-da-convocacao.ts',
      'src/lib/politica-de-senha.ts',
      'src/questionarios/respostas.ts',
    ],
    jest: { testMatch: ['<rootDir>/src/**/*.test.ts'] },
    argumentosDoNode: ['--experimental-vm-modules'],
  },
];
