import type { Config } from './env.js';

/** A development convenience that production refuses, with the variable that turns it on. */
const CONVENIENCIAS: { ligada: (c: Config) => boolean; motivo: string }[] = [
  {
    ligada: (c) => c.devMailbox,
    motivo:
      'a caixa postal local (/v1/dev/mensagens) mostra a qualquer um os links de confirmação e de nova senha; desligue DEV_MAILBOX e use SMTP_URL',
  },
  {
    ligada: (c) => c.devRelogio,
    motivo:
      'o relógio de teste (/v1/dev/relogio) adianta os prazos das convocações e as faz expirar; desligue DEV_RELOGIO',
  },
  {
    ligada: (c) => c.contasDemo,
    motivo:
      'as contas de demonstração têm uma senha conhecida (inclusive a do administrador); desligue DEMO_ACCOUNTS',
  },
];

/**
 * Production mode (NODE_ENV=production or PORTAL_MODO=producao) refuses to start with a development convenience
 * that would hand accounts to strangers; the message says which and how to turn it off.
 */
export function verificarModo(config: Config): void {
  if (!config.producao) return;
  const recusas = CONVENIENCIAS.filter((c) => c.ligada(config)).map((c) => `- ${c.motivo}.`);
  if (recusas.length) {
    throw new Error(
      `A API não inicia em modo de produção com recursos de desenvolvimento ligados:\n${recusas.join('\n')}`,
    );
  }
}
