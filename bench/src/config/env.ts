/** The only reader of the environment in bench: the browser to drive and the ports of the portal it starts. */
const porta = (valor: string | undefined, padrao: number) => String(Number(valor) || padrao);

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Ports for the portal `bench:web` starts (defaults apart from `pnpm start`'s and the e2e suite's). */
export function ambienteDoPortalMedido(pastaDados: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: porta(process.env.BENCH_PORT, 18090),
    API_PORT: porta(process.env.BENCH_API_PORT, 13090),
    IDP_PORT: porta(process.env.BENCH_IDP_PORT, 14090),
    CEP_PORT: porta(process.env.BENCH_CEP_PORT, 14190),
    PORTAL_DATA_DIR: pastaDados,
  };
}

export const ambienteDoProcesso = (): NodeJS.ProcessEnv => process.env;

const numero = (valor: string | undefined, padrao: number) => (Number(valor) > 0 ? Number(valor) : padrao);

/** bench:surge's knobs: bounded by default (60 s, 3000 candidates); SURGE_SEGUNDOS=10 for a quick look. */
export function configDoSurto() {
  const env = process.env;
  return {
    segundos: numero(env.SURGE_SEGUNDOS, 60),
    candidatos: numero(env.SURGE_CANDIDATOS, 3000),
    turmas: numero(env.SURGE_TURMAS, 3),
    vagasPorTurma: numero(env.SURGE_VAGAS, 100),
    porta: numero(env.SURGE_API_PORT, 3792),
    host: env.SURGE_HOST || '127.0.0.1',
    urlDoBanco: env.SURGE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    /**
     * A portal already running (staging's edge, issue 29 §4): the crowd goes there instead of to an API started here,
     * candidates are added to its database (SURGE_DATABASE_URL, the primary) and their tokens signed with its key.
     */
    url: env.SURGE_URL || '',
    segredo: env.SURGE_JWT_SECRET || '',
    /** A JSON file for whoever ran the surge (staging:test): requests, statuses, the checks and their failures. */
    resultado: env.SURGE_RESULTADO || '',
    /** Another checkout's api/ folder (e.g. main's), to compare before and after in the same hour. */
    raizDaApi: env.SURGE_RAIZ_DA_API || '',
    /** Extra environment for the API under test (API_WORKERS, DATABASE_POOL_MAX, …), as KEY=value,KEY=value. */
    ambienteDaApi: Object.fromEntries(
      (env.SURGE_API_ENV ?? '')
        .split(',')
        .filter((par) => par.includes('='))
        .map((par) => [par.slice(0, par.indexOf('=')), par.slice(par.indexOf('=') + 1)]),
    ) as Record<string, string>,
  };
}

/** bench:mutacao's time limit per package, in minutes (MUTACAO_LIMITE_MINUTOS, default 20). */
export const limiteDaMutacaoMs = (): number => numero(process.env.MUTACAO_LIMITE_MINUTOS, 20) * 60_000;

/**
 * bench:mutacao's test processes at once (MUTACAO_PROCESSOS, default 1): one leaves a core to whatever else runs; two
 * halve a run on a machine that does nothing else.
 */
export const processosDaMutacao = (): number =>
  Math.max(1, Math.floor(numero(process.env.MUTACAO_PROCESSOS, 1)));
