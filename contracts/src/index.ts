import type * as textos from './mensagens.js';

export * from './enums.js';
export * from './papeis-da-equipe.js';
export * from './storage-keys.js';
export * from './cep.js';
export * from './rules.js';
export * from './routes.js';
export * from './registro-remotos.js';
export * from './acesso-no-registro.js';
export * from './previa-de-remoto.js';
export * from './endereco-provisorio.js';
export * from './gestao-permissoes.js';
export * from './leituras-leves.js';
export * from './url-de-retorno.js';
export * from './erros-de-campo.js';
export { FALHA, lerOuFalhar, type Leitor } from './leitores.js';
export * from './http-nomes.js';
export * from './marcas-de-desempenho.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './schemas/usuario.js';
export * from './schemas/candidato.js';
export * from './schemas/inscricao.js';
export * from './schemas/catalogo.js';
export * from './schemas/faq-pergunta.js';
export * from './schemas/questionario.js';
export * from './api.js';
export * from './inscricoes.js';
export * from './vagas-ao-vivo.js';
export * from './endpoints/index.js';

/** Every message by name (`Mensagem.servicoIndisponivel`); the texts live in mensagens.ts, one export each. */
export * as Mensagem from './mensagens.js';
export type Mensagem = (typeof textos)[keyof typeof textos];
