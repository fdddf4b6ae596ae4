/**
 * The one place the e2e suite reads the environment. The portal under test runs on its own ports (not 8080/3000/4000)
 * so a developer's `pnpm start` can keep running, and on a fresh data folder so the database is seeded anew each run.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const RAIZ_REPOSITORIO = path.resolve(__dirname, '../..');
export const EM_CI = Boolean(process.env.CI);
/** Debian's Chromium, never a downloaded one (`playwright install` is not used on this project). */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * The journeys' browser: Debian's build of Chromium's headless shell, the same Blink and V8 as `CHROMIUM` without the
 * desktop browser around them, which is what Playwright itself runs headless by default. The suite went from 27.7 to
 * 22.0 min in test:all on it, with a third less browser CPU (decision 1592). `E2E_NAVEGADOR=/usr/bin/chromium` runs the
 * journeys in the full browser, which `--headed` needs; the installability journey always asks the full browser.
 */
export const NAVEGADOR_DAS_JORNADAS = process.env.E2E_NAVEGADOR || '/usr/bin/chromium-headless-shell';

const porta = (nome: string, padrao: number) => Number(process.env[nome] || padrao);

export const PORTAS = {
  portal: porta('E2E_PORT', 18080),
  api: porta('E2E_API_PORT', 13000),
  idp: porta('E2E_IDP_PORT', 14000),
  cep: porta('E2E_CEP_PORT', 14100),
} as const;

/**
 * Staging (issue 29 §4): `pnpm staging:test` runs the journeys tagged @homologacao against its own topology. The
 * portal is then already running at E2E_URL_HOMOLOGACAO (nginx's address) and no portal is started here; the e-mails
 * are read from the SMTP catcher at E2E_URL_COLETOR_SMTP instead of the API's development outbox.
 */
export const URL_HOMOLOGACAO = process.env.E2E_URL_HOMOLOGACAO || '';
export const URL_COLETOR_SMTP = process.env.E2E_URL_COLETOR_SMTP || '';
/** Staging's test accounts file (decision 0211): the demo accounts' password of this staging run. */
export const ARQUIVO_CONTAS_DE_TESTE = process.env.E2E_ARQUIVO_CONTAS_DE_TESTE || '';

export const PORTAL_URL = URL_HOMOLOGACAO || `http://localhost:${PORTAS.portal}`;
/** Staging's gov.br has its own address and issuer (E2E_URL_GOVBR); the local portal's is on loopback's port. */
export const IDP_URL = process.env.E2E_URL_GOVBR || `http://localhost:${PORTAS.idp}/`;

/**
 * Created once by the runner process; worker processes inherit the variable, so the config (evaluated again in each
 * worker) and the specs that deploy into the data folder all agree on the same folder.
 */
function pastaDadosDaExecucao(): string {
  process.env.E2E_PORTAL_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  return process.env.E2E_PORTAL_DATA_DIR;
}
export const PASTA_DADOS = pastaDadosDaExecucao();

/** Access-token lifetime for the run; the refresh journey sets 20 s to watch a token expire (see e2e/README.md). */
export const TTL_ACCESS_TOKEN = process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? '';

/**
 * The refresh journey needs a portal started with short tokens, and every other journey a portal with normal ones: a
 * run with a short lifetime (1 to 30 s) runs that journey alone, any other run leaves it out (playwright.config.ts).
 */
export const JORNADA_DO_TOKEN_CURTO = 'usuario/token-expirado-e-renovado-uma-vez.spec.ts';
export const TOKEN_CURTO = Number(TTL_ACCESS_TOKEN) > 0 && Number(TTL_ACCESS_TOKEN) <= 30;

/** Variables for `scripts/start.mjs` and for the deploy/rollback scripts a spec runs. */
export function ambienteDoPortal(): Record<string, string> {
  const herdado = Object.fromEntries(
    Object.entries(process.env).filter((par): par is [string, string] => par[1] !== undefined),
  );
  return {
    ...herdado,
    PORT: String(PORTAS.portal),
    API_PORT: String(PORTAS.api),
    IDP_PORT: String(PORTAS.idp),
    CEP_PORT: String(PORTAS.cep),
    PORTAL_DATA_DIR: PASTA_DADOS,
    // The seed's classes reserved for tests (9001–9003) are hidden from citizens; the race journey needs 9002 listed.
    EXIBIR_TURMAS_DE_TESTE: '1',
    ...(TTL_ACCESS_TOKEN ? { E2E_ACCESS_TOKEN_TTL_SECONDS: TTL_ACCESS_TOKEN } : {}),
  };
}
