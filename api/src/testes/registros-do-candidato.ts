/** The candidate's records (candidato.test.ts): their base route, and each one as its create call takes it. */
export const BASE = '/v1/candidato/viaRapida';
export const cadastro = (idUsuario: number) => ({
  idUsuario,
  nome: 'João Souza',
  cpf: '123.456.789-09',
  dataNascimento: '20/07/1995',
  sexo: 'M',
  racaCor: 'PARDA',
  possuiDeficiencia: false,
  telefone: '(11) 98888-7777',
  email: 'joao.souza@exemplo.com.br',
});
export const endereco = (idUsuario: number) => ({
  idUsuario,
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '900',
  bairro: 'Bela Vista',
  municipio: 'São Paulo',
  idMunicipio: 3550308,
  uf: 'sp',
});
export const socio = (idUsuario: number) => ({
  idUsuario,
  idGrauInstrucao: 5,
  idStatusGraduacao: 2,
  rendaFamiliar: 'ATE_1',
  pessoasResidencia: 4,
  situacaoTrabalho: 'DESEMPREGADO',
  recebeBeneficioSocial: true,
});
