import type * as textos from './mensagens.js';

/** Every message by name (`Mensagem.servicoIndisponivel`); the texts live in mensagens.ts, one export each. */
export * as Mensagem from './mensagens.js';
export type Mensagem = (typeof textos)[keyof typeof textos];
