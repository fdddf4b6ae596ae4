import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './testes/ambiente';

/**
 * The suite uses Debian's Chromium. On a fresh machine it is installed here (as root), because the project never
 * downloads browsers with `playwright install`.
 */
export default function globalSetup(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium não encontrado em ${CHROMIUM}. Instale como root: apt-get update && apt-get install -y chromium`,
    );
  }
  console.log(`Chromium não encontrado em ${CHROMIUM}; instalando com apt-get…`);
  execSync('apt-get update && apt-get install -y chromium', {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get terminou, mas ${CHROMIUM} continua ausente.`);
}
