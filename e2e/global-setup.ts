import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, NAVEGADOR_DAS_JORNADAS } from './testes/ambiente';

/**
 * The suite uses Debian's Chromium: its headless shell for the journeys, the full browser where a journey asks the
 * browser itself (installability). On a fresh machine they are installed here (as root), because the project never
 * downloads browsers with `playwright install`.
 */
const PACOTES = 'chromium chromium-headless-shell';

export default function globalSetup(): void {
  const faltando = [CHROMIUM, NAVEGADOR_DAS_JORNADAS].filter((caminho) => !existsSync(caminho));
  if (faltando.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium não encontrado em ${faltando.join(' e ')}. Instale como root: apt-get update && apt-get install -y ${PACOTES}`,
    );
  }
  console.log(`Chromium não encontrado em ${faltando.join(' e ')}; instalando com apt-get…`);
  execSync(`apt-get update && apt-get install -y ${PACOTES}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const ausentes = faltando.filter((caminho) => !existsSync(caminho));
  if (ausentes.length) throw new Error(`apt-get terminou, mas ${ausentes.join(' e ')} continua ausente.`);
}
