/**
 * Jest's globalSetup: the gateway's tests run the compiled server (dist/main.js), the artefact production runs, so
 * it is built once before them, from the sources under test.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function construirAntesDosTestes() {
  execFileSync(process.execPath, [path.join(import.meta.dirname, 'construir.mjs')], { stdio: 'inherit' });
}
