/** Business constants and limits of spec §9. */
export const Regras = {
  tokenGraceSeconds: 600,
  modalidadeNovoEmprego: 22,
  statusInscricaoAtiva: 1,
  idadeMinimaInscricao: 14,
  idadeMaximaInscricao: 60,
  idadeMinimaCadastro: 16,
  /** Empreenda Jovem is for young people (its FAQ and catalogue say 16 to 29). */
  idadeMinimaEmpreendaJovem: 16,
  idadeMaximaEmpreendaJovem: 29,
  grauInstrucaoExigeStatusAcima: 2,
  cepTamanho: 8,
  ufTamanho: 2,
  municipioMinimo: 3,
  logradouroMinimo: 3,
  errosMaximoNaJanela: 10,
  errosJanelaMs: 100,
  toastDuracaoMs: 3000,
  selectFocoAtrasoMs: 1000,
  sidebarOcultaAbaixoPx: 992,
  botaoEntrarVisivelAtePx: 768,
  pagamentoProtocoloEmBreve: 'Em breve',
} as const;

/** Algorithms allowed for the identity token's signature (spec §1). */
export const ALGORITMOS_ID_TOKEN = [
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'ES256',
  'ES384',
  'PS256',
  'PS384',
  'PS512',
] as const;

export const ESCOPO_OIDC = 'openid profile email phone';

/** Age by birth year against the current year only (spec §5). */
export function idadePorAno(dataNascimento: string, hoje: Date = new Date()): number | null {
  const ano = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(dataNascimento.trim())?.[3];
  return ano ? hoje.getFullYear() - Number(ano) : null;
}

export function idadePermiteInscricao(idade: number): boolean {
  return idade >= Regras.idadeMinimaInscricao && idade <= Regras.idadeMaximaInscricao;
}

export function idadePermiteEmpreendaJovem(idade: number): boolean {
  return idade >= Regras.idadeMinimaEmpreendaJovem && idade <= Regras.idadeMaximaEmpreendaJovem;
}

export function exigeStatusGraduacao(idGrauInstrucao: number | null | undefined): boolean {
  return (idGrauInstrucao ?? 0) > Regras.grauInstrucaoExigeStatusAcima;
}
