/** mensagens' public entry (decision 0300): the outbox, the messages written to it, and their sender. */
export { RepositorioDeMensagens } from './mensagens.repositorio.js';
export { ServicoDeEmail } from './email.js';
export { EnviadorDeEmail } from './envio-email.js';
