/**
 * What `pnpm bench:mutacao` mutates (issue 32 §8): one line per package. To add one (the API's rules once they have
 * their domain folders), add its folder, the files whose logic the unit tests beside them should pin down, and the
 * files left out with the reason.
 */
export interface PacoteMutado {
  /** Folder at the repository's root; Stryker runs there, with the package's own jest.config.cjs. */
  pasta: string;
  /** Stryker `mutate` globs, relative to the package. */
  mutar: string[];
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
      '!src/messages.ts',
      '!src/enums.ts',
    ],
  },
  {
    pasta: 'shared-auth',
    mutar: ['src/**/*.ts', 'src/**/*.tsx', ...SEM_TESTES, '!src/index.ts'],
  },
];
