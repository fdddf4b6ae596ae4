/**
 * The local stand-ins for what is external in production. The gateway's start script imports these start functions;
 * each service also runs alone through its CLI (src/idp/main.ts, src/cep/main.ts).
 */
export { startIdp } from './idp/servidor.js';
export { startCep } from './cep/servidor.js';
export { mailboxPlugin, type OpcoesCaixaPostal } from './mailbox/plugin.js';
export type { ServicoIniciado } from './shared/servico.js';
export { CIDADAOS, SENHA_DEMONSTRACAO, type Cidadao } from './idp/cidadaos.js';
export { lerConfigCep, lerConfigIdp, lerUrlApi, pastaDados } from './config/env.js';
