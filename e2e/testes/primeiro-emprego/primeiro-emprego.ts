/**
 * Helpers of the first-job journeys. Not a spec: Playwright runs *.spec.ts only. Bruna Costa (API seed, decision
 * 0142): 19, complete registration, called up in the first job.
 */
export const BRUNA = {
  nome: 'Bruna Costa',
  cpf: '293.847.561-64',
  email: 'bruna.costa@exemplo.com.br',
} as const;
