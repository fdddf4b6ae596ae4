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
