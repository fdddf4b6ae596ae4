import { endpoint } from './definir.js';

const BASE = '/v1/candidato/viaRapida';

/** Fast-track candidate records (spec §7): registration data, address, socioeconomic data, natural person. */
export const candidato = {
  dadosCadastrais: endpoint('GET', `${BASE}/dadosCadastrais/:id`),
  criarDadosCadastrais: endpoint('POST', `${BASE}/dadosCadastrais/create`),
  atualizarDadosCadastrais: endpoint('PUT', `${BASE}/dadosCadastrais/update`),
  atualizarDadosCadastraisPost: endpoint('POST', `${BASE}/PostDadosCadastrais/update`),
  endereco: endpoint('GET', `${BASE}/endereco/:id`),
  criarEndereco: endpoint('POST', `${BASE}/endereco/create`),
  atualizarEndereco: endpoint('PUT', `${BASE}/endereco/update`),
  atualizarEnderecoPost: endpoint('POST', `${BASE}/endereco/updatepost`),
  socioeconomicos: endpoint('GET', `${BASE}/dadossocioeconomicos/:id`),
  criarSocioeconomicos: endpoint('PUT', `${BASE}/dadossocioeconomicos`),
  atualizarSocioeconomicosPost: endpoint('POST', `${BASE}/dadossocioeconomicos/updatepost`),
  pessoaFisica: endpoint('PATCH', `${BASE}/PessoaFisica/:id`),
} as const;
