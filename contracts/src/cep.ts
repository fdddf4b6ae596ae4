/** Address-lookup error codes (spec §8) with the Portuguese message each one shows. */
export const CodigoErroCep = {
  CEP_NAO_ENCONTRADO: 'CEP_NAO_ENCONTRADO',
  CEP_VAZIO: 'CEP_VAZIO',
  CEP_INVALIDO: 'CEP_INVALIDO',
  CEP_MUITO_CURTO: 'CEP_MUITO_CURTO',
  CEP_MUITO_LONGO: 'CEP_MUITO_LONGO',
  UF_VAZIA: 'UF_VAZIA',
  UF_MUITO_CURTA: 'UF_MUITO_CURTA',
  UF_MUITO_LONGA: 'UF_MUITO_LONGA',
  UF_NAO_EXISTE: 'UF_NAO_EXISTE',
  MUNICIPIO_VAZIO: 'MUNICIPIO_VAZIO',
  MUNICIPIO_MUITO_CURTO: 'MUNICIPIO_MUITO_CURTO',
  LOGRADOURO_VAZIO: 'LOGRADOURO_VAZIO',
  LOGRADOURO_MUITO_CURTO: 'LOGRADOURO_MUITO_CURTO',
  ERRO_SERVIDOR: 'ERRO_SERVIDOR',
} as const;
export type CodigoErroCep = (typeof CodigoErroCep)[keyof typeof CodigoErroCep];

export const mensagemErroCep: Record<CodigoErroCep, string> = {
  CEP_NAO_ENCONTRADO: 'CEP não encontrado. Confira os números ou preencha o endereço manualmente.',
  CEP_VAZIO: 'Informe o CEP.',
  CEP_INVALIDO: 'O CEP deve conter apenas números.',
  CEP_MUITO_CURTO: 'O CEP deve ter 8 números.',
  CEP_MUITO_LONGO: 'O CEP deve ter 8 números.',
  UF_VAZIA: 'Informe a UF.',
  UF_MUITO_CURTA: 'A UF deve ter 2 letras.',
  UF_MUITO_LONGA: 'A UF deve ter 2 letras.',
  UF_NAO_EXISTE: 'UF inexistente. Use uma sigla como SP ou RJ.',
  MUNICIPIO_VAZIO: 'Informe o município.',
  MUNICIPIO_MUITO_CURTO: 'O município deve ter pelo menos 3 letras.',
  LOGRADOURO_VAZIO: 'Informe o logradouro.',
  LOGRADOURO_MUITO_CURTO: 'O logradouro deve ter pelo menos 3 letras.',
  ERRO_SERVIDOR: 'O serviço de CEP está indisponível. Preencha o endereço manualmente.',
};

export const UFS = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA',
  'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const;
export type UF = (typeof UFS)[number];
