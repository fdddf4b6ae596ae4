/** Browser-storage keys (spec §3 and §9). The four token/preference keys are exact; the rest name the spec's items. */
export const StorageKey = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  accessTokenGov: 'access_tokenGov',
  prefersDarkMode: 'prefers_dark_mode',
  municipioEscolhido: 'municipioEscolhido',
  cursoEscolhido: 'cursoEscolhido',
  opcaoInscricao: 'opcaoInscricao',
  inscricaoAtualizacao: 'inscricaoAtualizacao',
  formatoCurso: 'formatoCurso',
  acessoFaleConosco: 'acessoFaleConosco',
  dataNascimento: 'dataNascimento',
  atualizouEmail: 'atualizouEmail',
  /** The portal's own (issue #14, decisions 0182 and 0184): accessibility-bar choices and the analytics consent. */
  altoContraste: 'alto_contraste',
  tamanhoFonte: 'tamanho_fonte',
  consentimentoAnalytics: 'consentimento_analytics',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

/**
 * sessionStorage keys of ui's form drafts (`useRascunho`) start with this: what a person typed and did not save yet.
 * A sign-in by another person on the device removes them all (shared-auth's session).
 */
export const PREFIXO_DOS_RASCUNHOS = 'rascunho:';

/** Removing the token clears these enrolment choices (spec §4, Session). */
export const CHAVES_LIMPAS_AO_REMOVER_TOKEN: readonly StorageKey[] = [
  StorageKey.cursoEscolhido,
  StorageKey.municipioEscolhido,
  StorageKey.opcaoInscricao,
  StorageKey.inscricaoAtualizacao,
];

/** Cleared after creating or updating an enrolment (spec §4, Enrolment lifecycle). */
export const CHAVES_LIMPAS_APOS_INSCRICAO: readonly StorageKey[] = [
  StorageKey.municipioEscolhido,
  StorageKey.opcaoInscricao,
  StorageKey.inscricaoAtualizacao,
];
