import type { Resposta } from './rede-falsa';

/** Records as the API returns them for user 9 (the test session's user). */
export const DADOS_CADASTRAIS = {
  idUsuario: 9,
  nome: 'João Souza',
  nomeSocial: null,
  cpf: '12345678909',
  dataNascimento: '10/02/1990',
  sexo: 'M',
  racaCor: 'PARDA',
  possuiDeficiencia: false,
  tipoDeficiencia: null,
  telefone: '11987654321',
  email: 'joao@exemplo.com.br',
};
export const ENDERECO = {
  idUsuario: 9,
  cep: '01001000',
  logradouro: 'Praça da Sé',
  numero: '10',
  complemento: null,
  bairro: 'Sé',
  municipio: 'São Paulo',
  idMunicipio: null,
  uf: 'SP',
};
export const SOCIOECONOMICO = {
  idUsuario: 9,
  idGrauInstrucao: 5,
  idStatusGraduacao: 2,
  rendaFamiliar: 'DE_1_A_2',
  pessoasResidencia: 3,
  situacaoTrabalho: 'DESEMPREGADO',
  recebeBeneficioSocial: false,
};

/** The postal service's reply (ViaCEP fields) for CEP 01001-000. */
export const VIACEP_SE = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
};

const NAO_ENCONTRADO: Resposta = { status: 404, data: { message: 'Registro não encontrado.', errors: [] } };
const existe = (data: unknown): Resposta => ({ status: 200, data });

/** The three registration GETs of user 9: true = the record exists, false = 404. */
export function registrosDoUsuario(tem: { dados?: boolean | object; endereco?: boolean; socio?: boolean }) {
  const dados = typeof tem.dados === 'object' ? { ...DADOS_CADASTRAIS, ...tem.dados } : DADOS_CADASTRAIS;
  return {
    'GET /v1/candidato/viaRapida/dadosCadastrais/9': tem.dados ? existe(dados) : NAO_ENCONTRADO,
    'GET /v1/candidato/viaRapida/endereco/9': tem.endereco ? existe(ENDERECO) : NAO_ENCONTRADO,
    'GET /v1/candidato/viaRapida/dadossocioeconomicos/9': tem.socio ? existe(SOCIOECONOMICO) : NAO_ENCONTRADO,
  };
}
