import type { FastifyPluginAsync } from 'fastify';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';
import caixaPostal from './caixa-postal.rotas.js';
import relogio from './relogio.rotas.js';

/**
 * The local developer tools' API, each only when its switch is on: the outbox with DEV_MAILBOX=1, the test clock with
 * DEV_RELOGIO=1. Production refuses to start with the clock (config/modo.ts); checked here too, so no path registers
 * it there (decisions 0125, 0127).
 */
const ferramentas: FastifyPluginAsync = async (app) => {
  if (app.config.devMailbox) await app.register(caixaPostal);
  if (app.config.devRelogio && !app.config.producao) await app.register(relogio);
};

export default moduloDoDominio('dev', ['repositorios', 'servicos'], ferramentas);
